import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema, EnvironmentSchema, HealthSchema } from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('environment contract: MSW handlers and server agree', () => {
  it('GET environment answers the same shape', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.environment, session: true },
      200,
      EnvironmentSchema,
    );
    for (const env of [mock, server]) {
      expect(env.appName).toBe('Toolbox');
      expect(env.appCode).toBe('toolbox');
      expect(env.serverLibraries.map((l) => l.name)).toEqual(server.serverLibraries.map((l) => l.name));
    }
  });

  it('GET health answers ok', async () => {
    const { mock, server } = await expectSameContract({ url: API.health }, 200, HealthSchema);
    // The instance is each side's own name; a single server leads its one-member cluster.
    expect({ ...mock, instance: '' }).toEqual({ ...server, instance: '' });
  });

  it('an unknown API path answers a JSON 404 from the server', async () => {
    const res = await askServer({ url: '/api/xyz', session: true });
    expect(res.status).toBe(404);
    expect(ApiErrorSchema.parse(res.body)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/xyz.',
    });
  });
});
