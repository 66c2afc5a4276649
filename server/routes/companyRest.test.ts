// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_SEED_COUNT } from '../../mocks/data/companies';
import { API } from '../../src/api/routes';
import {
  COMPANIES_PER_USER,
  COMPANY_PAGE_SIZE,
  CompanyListSchema,
  CompanySchema,
  type Company,
} from '../../src/api/companies';
import { COMPANY_MESSAGES } from '../../src/api/errors';
import { buildApp } from '../app';
import { companies } from '../db/schema';
import { loadConfig, type ServerConfig } from '../config';
import { loginCookie } from '../testing';

let dataDir: string;
let app: FastifyInstance | null = null;

/** Starts the server on the test's DATA_DIR (again after `stop`: a restart). */
async function start(): Promise<{ app: FastifyInstance; cookie: (user?: string) => Promise<string> }> {
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    staticDir: path.join(dataDir, 'no-app'),
    storybookDir: path.join(dataDir, 'no-storybook'),
    logLevel: 'silent',
    loginRateLimit: 1000,
  };
  const started = await buildApp(config);
  app = started;
  return { app: started, cookie: (user = 'demo') => loginCookie(started, user) };
}

async function stop(): Promise<void> {
  await app?.close();
  app = null;
}

async function list(server: FastifyInstance, cookie: string): Promise<Company[]> {
  const res = await server.inject({ url: API.companyRest, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return CompanyListSchema.parse(res.json());
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-companies-'));
});
afterEach(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('rest/companyRest on the server', () => {
  // Starts the server three times (PGlite and its migrations each time): a long test on a busy machine.
  it(
    'writes survive a restart, and the seed is not loaded again, even into an emptied table',
    { timeout: 180_000 },
    async () => {
      let server = await start();
      const cookie = await server.cookie();
      const created = await server.app.inject({
        method: 'POST',
        url: API.companyRest,
        headers: { cookie },
        payload: { name: 'Restart Proof Ltd', type: 'Public', employees: 7, earningsDate: '2026-01-15' },
      });
      expect(created.statusCode).toBe(201);
      const company = CompanySchema.parse(created.json());
      const del = await server.app.inject({
        method: 'DELETE',
        url: `${API.companyRest}/1`,
        headers: { cookie },
        payload: {},
      });
      expect(del.statusCode).toBe(200);
      await stop();

      server = await start();
      const after = await list(server.app, await server.cookie());
      expect(after).toHaveLength(COMPANY_SEED_COUNT);
      expect(after.find((c) => c.id === company.id)).toEqual(company);
      expect(after.find((c) => c.id === 1)).toBeUndefined();
      await server.app.db.delete(companies);
      await stop();

      server = await start();
      expect(await list(server.app, await server.cookie())).toEqual([]);
    },
  );

  it('lastUpdatedBy is the user of the session that wrote, whatever the body says', async () => {
    const server = await start();
    const cookie = await server.cookie('admin');
    const [first] = await list(server.app, cookie);
    if (!first) throw new Error('no companies');
    const { id: _id, lastUpdatedBy: _by, ...fields } = first;
    const res = await server.app.inject({
      method: 'PUT',
      url: `${API.companyRest}/${first.id}`,
      headers: { cookie },
      payload: { ...fields, note: 'Checked by admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(CompanySchema.parse(res.json())).toMatchObject({
      note: 'Checked by admin',
      lastUpdatedBy: 'admin',
    });
  });

  it('answers 400 on the field, storing nothing, for values the database could not store', async () => {
    const server = await start();
    const cookie = await server.cookie();
    const valid = { name: 'Storable Ltd', type: 'Public', employees: 7, earningsDate: '2026-01-15' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Nul\u0000 Ltd' }, 'name', 'Name must not contain NUL characters.'],
      [{ note: 'a\u0000' }, 'note', 'Note must not contain NUL characters.'],
      [{ cfg: { a: 'x\u0000' } }, 'cfg', 'Config must not contain NUL characters or broken Unicode text.'],
      [{ cfg: { ['\uD800']: 1 } }, 'cfg', 'Config must not contain NUL characters or broken Unicode text.'],
      [{ earningsDate: '0000-01-01' }, 'earningsDate', 'Earnings Date must be on or after 1900-01-01.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await server.app.inject({
        method: 'POST',
        url: API.companyRest,
        headers: { cookie },
        payload: { ...valid, ...change },
      });
      expect({ change, status: res.statusCode, body: res.json() }).toEqual({
        change,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message, field },
      });
    }
    // Real surrogate pairs and an escaped backslash are fine.
    const stored = await server.app.inject({
      method: 'POST',
      url: API.companyRest,
      headers: { cookie },
      payload: { ...valid, cfg: { name: '𝔘𝔫𝔦', path: '\\u0000' } },
    });
    expect(stored.statusCode).toBe(201);
    expect(CompanySchema.parse(stored.json()).cfg).toEqual({ name: '𝔘𝔫𝔦', path: '\\u0000' });
    expect(await list(server.app, cookie)).toHaveLength(COMPANY_SEED_COUNT + 1);

    // An update's lastUpdated is a date too: year 0 is refused before it reaches the database.
    const [first] = await list(server.app, cookie);
    if (!first) throw new Error('no companies');
    const { id: _id, lastUpdatedBy: _by, ...fields } = first;
    const stale = await server.app.inject({
      method: 'PUT',
      url: `${API.companyRest}/${first.id}`,
      headers: { cookie },
      payload: { ...fields, lastUpdated: '0000-01-01T00:00:00Z' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      message: 'Last Updated must be on or after 1900-01-01.',
      field: 'lastUpdated',
    });

    const huge = await server.app.inject({ url: `${API.companyRest}/99999999999`, headers: { cookie } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('No company has an id above 2147483647.');
  });

  it('bounds what one client can make the others load: config size and nesting, companies per user, pages', async () => {
    const server = await start();
    const demo = await server.cookie();
    const valid = { name: 'Bounded Ltd', type: 'Public', employees: 7, earningsDate: '2026-01-15' };
    const send = (method: 'POST' | 'PUT', url: string, payload: string | object, cookie = demo) =>
      server.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    // Nested past any stack: the JSON text is written out, as a hostile client would send it.
    const deep = (depth: number, extra = '') =>
      JSON.stringify({ ...valid, ...(extra && { lastUpdated: extra }), cfg: 0 }).replace(
        '"cfg":0',
        `"cfg":${'['.repeat(depth)}1${']'.repeat(depth)}`,
      );
    const [first] = await list(server.app, demo);
    if (!first) throw new Error('no companies');
    for (const res of [
      await send('POST', API.companyRest, deep(5_000)),
      await send('POST', API.companyRest, deep(100_000)),
      await send('PUT', `${API.companyRest}/${first.id}`, deep(5_000, first.lastUpdated)),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Config must nest at most 32 levels deep.',
          field: 'cfg',
        },
      });
    }
    const big = await send('POST', API.companyRest, { ...valid, cfg: { blob: 'x'.repeat(20_000) } });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      message: 'Config must be at most 16 kB as JSON (this is 19.5 kB).',
      field: 'cfg',
    });

    // A user keeps at most COMPANIES_PER_USER companies of their own; another user is not held to theirs.
    for (let i = 1; i <= COMPANIES_PER_USER; i++) {
      const res = await send('POST', API.companyRest, { ...valid, name: `Demo Co ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const over = await send('POST', API.companyRest, { ...valid, name: 'One Too Many' });
    expect({ status: over.statusCode, body: over.json() }).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'You have 100 companies, the most one user may keep. Delete one first.',
      },
    });
    expect(over.json().message).toBe(COMPANY_MESSAGES.tooMany(COMPANIES_PER_USER));
    const admin = await server.cookie('admin');
    expect((await send('POST', API.companyRest, { ...valid, name: 'Admin Co' }, admin)).statusCode).toBe(201);

    // The list comes a page at a time: 50 samples + 101 made = 151 companies, in pages of 100 by id.
    const page1 = await list(server.app, demo);
    expect(page1).toHaveLength(COMPANY_PAGE_SIZE);
    const last = page1.at(-1);
    if (!last) throw new Error('empty page');
    const next = await server.app.inject({
      url: `${API.companyRest}?after=${last.id}`,
      headers: { cookie: demo },
    });
    const page2 = CompanyListSchema.parse(next.json());
    expect(page2).toHaveLength(COMPANY_SEED_COUNT + COMPANIES_PER_USER + 1 - COMPANY_PAGE_SIZE);
    expect(page2.at(-1)?.name).toBe('Admin Co');
    expect(Math.min(...page2.map((c) => c.id))).toBeGreaterThan(last.id);
    const bad = await server.app.inject({ url: `${API.companyRest}?after=-1`, headers: { cookie: demo } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('After must be the id of a company (a whole number).');

    // Deleting one of their own frees a place.
    const mine = page2.find((c) => c.name === 'Demo Co 100');
    if (!mine) throw new Error('no company of demo');
    const del = await server.app.inject({
      method: 'DELETE',
      url: `${API.companyRest}/${mine.id}`,
      headers: { cookie: demo },
      payload: {},
    });
    expect(del.statusCode).toBe(200);
    expect((await send('POST', API.companyRest, { ...valid, name: 'Demo Co again' })).statusCode).toBe(201);
  });
});
