import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { API } from '../src/api/routes';
import type { Figure } from './run';
import { quantile } from './stats';

export const name = 'Server: cold start on a fresh embedded database, and API latency (in-process inject)';

export async function run(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }, false), logLevel: 'silent' };
  const t0 = performance.now();
  const app = await buildApp(config);
  await app.ready();
  const startMs = performance.now() - t0;
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // What the first visitor after a start waits for: the largest prepared answers, serialised and compressed on
    // this first demand, as a browser asks for them (brotli).
    const firstAnswer = async (url: string): Promise<Figure> => {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'accept-encoding': 'br, gzip' },
      });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}`);
      const ms = performance.now() - t;
      const kB = (res.rawPayload.length / 1024).toFixed(0);
      return { label: `GET ${url}, first answer after the start (${kB} kB sent)`, value: ms, unit: 'ms' };
    };
    const firstAnswers = [await firstAnswer(API.rawPositions), await firstAnswer(API.trade)];
    const timings: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/environment', headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET /api/environment answered ${res.statusCode}`);
      timings.push(performance.now() - t);
    }
    return [
      { label: 'buildApp + migrations + seed (fresh PGlite)', value: startMs, unit: 'ms' },
      { label: 'GET /api/environment with session, p50 of 500', value: quantile(timings, 0.5), unit: 'ms' },
      { label: 'GET /api/environment with session, p95 of 500', value: quantile(timings, 0.95), unit: 'ms' },
      ...firstAnswers,
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
