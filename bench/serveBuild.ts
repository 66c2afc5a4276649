/** A build of the app served by the real server, as the benches load it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export interface Site {
  url: string;
  /** Value of the Cookie header of a demo session. */
  cookie: { name: string; value: string };
  close: () => Promise<void>;
}

/** The real server on a free loopback port, serving `staticDir`, with a fresh database and a demo session. */
export async function serveBuild(staticDir: string): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-load-data-'));
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir }),
      host: '127.0.0.1',
      port: 0,
      staticDir,
      storybookDir: path.join(dataDir, 'no-storybook'),
      logLevel: 'silent',
      logRequests: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: 'demo', password: 'demo' }),
    });
    const pair = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const name = pair.slice(0, Math.max(0, pair.indexOf('=')));
    if (!login.ok || !name) throw new Error(`Login as demo failed: ${login.status}`);
    const running = app;
    return {
      url,
      cookie: { name, value: pair.slice(name.length + 1) },
      close: async () => {
        await running.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}
