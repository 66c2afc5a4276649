import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { SESSION_COOKIE } from './auth/sessions';

/** A test server on a fresh temporary DATA_DIR, quiet logs; `close()` stops it and removes the directory. */
export async function startTestApp(overrides: Partial<ServerConfig> = {}): Promise<{
  app: FastifyInstance;
  config: ServerConfig;
  close: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-test-'));
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    staticDir: path.join(dataDir, 'no-app'),
    storybookDir: path.join(dataDir, 'no-storybook'),
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API and returns the `Cookie` header value of the new session. */
export async function loginCookie(
  app: FastifyInstance,
  username = 'demo',
  password = username,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`Login as ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('Login set no session cookie.');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
