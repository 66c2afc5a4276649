// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRoadmap } from '../../mocks/data/roadmap';
import { startTestApp } from '../testing';
import { readRoadmap, seedRoadmap } from './roadmap';

let server: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server?.close();
});

describe('roadmap service', () => {
  it('seeds the bundled roadmap once, and serves it as the mocks do', async () => {
    const seeded = await readRoadmap(server.app.db);
    expect(seeded).toEqual(sampleRoadmap());
    // A second start does not add the roadmap again.
    await seedRoadmap(server.app.db);
    expect(await readRoadmap(server.app.db)).toEqual(seeded);
  });

  it('orders phases and their projects by sortOrder', async () => {
    const { data } = await readRoadmap(server.app.db);
    expect(data.map((p) => p.sortOrder)).toEqual([...data.map((p) => p.sortOrder)].sort((a, b) => a - b));
    for (const phase of data) {
      const orders = phase.projects.map((p) => p.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });
});
