import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { RoadmapDataSchema } from '../../src/api/home';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('roadmap contract: MSW handlers and server agree', () => {
  it('GET roadmap/data answers the same phases and projects', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.roadmap, session: true },
      200,
      RoadmapDataSchema,
    );
    expect(mock).toEqual(server);
    expect(server.data.map((p) => p.sortOrder)).toEqual([10, 20, 30, 40, 50, 60]);
    for (const phase of server.data) {
      expect(phase.projects.length).toBeGreaterThan(0);
      for (const project of phase.projects) {
        expect(project).toMatchObject({ phaseName: phase.name, sortedPhase: phase.sortOrder });
      }
    }
  });

  it('the server needs a session', async () => {
    const res = await askServer({ url: API.roadmap });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
  });
});
