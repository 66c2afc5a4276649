// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EnvironmentSchema } from '../../src/api/schemas';
import { loginCookie, startTestApp } from '../testing';

/**
 * The node-postgres path (DATABASE_URL). Runs only when TEST_DATABASE_URL names a Postgres database the test may
 * create tables in, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/toolbox_test.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('with DATABASE_URL (node-postgres)', () => {
  it('migrates, seeds, logs in and reports the pg driver', async () => {
    const { app, close } = await startTestApp({ databaseUrl: url });
    try {
      const cookie = await loginCookie(app, 'admin');
      const res = await app.inject({ url: '/api/environment', headers: { cookie } });
      const env = EnvironmentSchema.parse(res.json());
      expect(env.serverLibraries.map((l) => l.name)).toContain('pg');
    } finally {
      await close();
    }
  });
});
