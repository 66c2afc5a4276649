import { cp, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { SESSION_COOKIE } from './auth/sessions';
import { PGLITE_TEMPLATE_ENV } from '../tests/setup/pgliteTemplateEnv';

/** A test server's config on `dataDir`: quiet logs, no app or Storybook build, the embedded database. */
export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}, false),
    dataDir,
    databaseUrl: undefined,
    // Several test servers may share one database (and one process): each its own name.
    instanceId: `test-${path.basename(dataDir)}`,
    // A test's database is fresh every time: the memory of its creation does not matter, a second does.
    reopenFreshDatabase: false,
    staticDir: path.join(dataDir, 'no-app'),
    storybookDir: path.join(dataDir, 'no-storybook'),
    logLevel: 'silent',
    ...overrides,
  };
}

/** A test server on a fresh temporary DATA_DIR, quiet logs; `close()` stops it and removes the directory. */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: Parameters<typeof buildApp>[1] = {},
): Promise<{
  app: FastifyInstance;
  config: ServerConfig;
  close: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-test-'));
  const config = testConfig(dataDir, overrides);
  // Set by the unit and contract tests' global setup (tests/setup/pgliteTemplate.ts).
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !config.databaseUrl)
    await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const app = await buildApp(config, options);
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
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`Login as ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('Login set no session cookie.');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The port a listening app is bound to. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening on a port.');
  return address.port;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request over a real socket with the request target sent exactly as given (percent-escapes and the
 * absolute form `http://host/path` included), which `app.inject` might normalise.
 */
export function rawRequest(
  port: number,
  request: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.target,
        headers: request.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}
