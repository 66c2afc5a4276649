import type { FastifyInstance } from 'fastify';
import { API } from '../../src/api/routes';
import type { RoadmapData } from '../../src/api/home';
import { readRoadmap, seedRoadmap } from '../services/roadmap';

/** GET /api/roadmap/data: the roadmap's phases and projects, seeded from the bundled roadmap on first start. */
export async function roadmapRoutes(app: FastifyInstance): Promise<void> {
  await seedRoadmap(app.db);
  app.get(API.roadmap, { config: { access: 'user' } }, async (): Promise<RoadmapData> => readRoadmap(app.db));
}
