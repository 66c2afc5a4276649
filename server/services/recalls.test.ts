// @vitest-environment node
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_RECALLS } from '../../mocks/data/recalls';
import { RECALL_MESSAGES, RECALLS_LIMIT } from '../../src/api/recalls';
import { HttpError } from '../errors';
import { openFdaRecord, startFakeOpenFda } from '../fakeOpenFda';
import { loginCookie, startTestApp } from '../testing';
import { openFdaDate, openFdaSearchUrl } from './openFda';
import { RecallService } from './recalls';

const log = pino({ level: 'silent' });

describe('RecallService without OPENFDA_URL: the bundled sample', () => {
  const service = new RecallService({ openFdaUrl: undefined, recallsCacheTtlS: 60 }, log);

  it('answers the newest 99 recalls of the sample for an empty search', async () => {
    const answer = await service.search('');
    expect(answer.source).toBe('sample');
    expect(answer.results).toHaveLength(RECALLS_LIMIT);
    expect(answer.results[0]).toEqual(SAMPLE_RECALLS[0]);
  });

  it('finds the recalls whose fields hold every word, in any case', async () => {
    const answer = await service.search('VALSARTAN ndma');
    expect(answer.results.length).toBeGreaterThan(0);
    for (const r of answer.results) {
      expect(r.productDescription).toMatch(/Valsartan/);
      expect(r.reasonForRecall).toMatch(/NDMA/);
    }
    expect((await service.search('no such drug anywhere')).results).toEqual([]);
  });
});

describe('RecallService with OPENFDA_URL: a local fake openFDA', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenFda>>;
  let clock = Date.UTC(2026, 0, 1);
  const service = () => new RecallService({ openFdaUrl: fake.url, recallsCacheTtlS: 600 }, log, () => clock);

  beforeAll(async () => {
    fake = await startFakeOpenFda();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answer(200, {
      meta: {},
      results: [openFdaRecord(1), openFdaRecord(2, { classification: 'Class I' })],
    });
  });

  it('asks openFDA for the top 99 matching every word, newest first, and maps its records', async () => {
    const answer = await service().search('aspirin  tablets');
    // As openFDA reads it: '+' is a space.
    expect(fake.requests.map((q) => Object.fromEntries(q))).toEqual([
      { search: '"aspirin" AND "tablets"', limit: '99', sort: 'report_date:desc' },
    ]);
    expect(answer.source).toBe('openFDA');
    expect(answer.results.map((r) => [r.id, r.classification])).toEqual([
      ['D-0001-2025', 'Class II'],
      ['D-0002-2025', 'Class I'],
    ]);
    expect(answer.results[0]).toMatchObject({
      productDescription: 'Aspirin 81 mg chewable tablets, lot 1',
      recallInitiationDate: '2025-01-02',
      reportDate: '2025-01-15',
    });
  });

  it('keeps an answer until the cache time has passed, then asks again', async () => {
    const s = service();
    await s.search('aspirin');
    await s.search(' ASPIRIN ');
    expect(fake.requests).toHaveLength(1);
    clock += 599_000;
    await s.search('aspirin');
    expect(fake.requests).toHaveLength(1);
    clock += 2_000;
    await s.search('aspirin');
    expect(fake.requests).toHaveLength(2);
    await s.search('ibuprofen');
    expect(fake.requests).toHaveLength(3);
  });

  it("reads openFDA's 404 as no match", async () => {
    fake.answer(404, { error: { code: 'NOT_FOUND', message: 'No matches found!' } });
    expect((await service().search('zzz')).results).toEqual([]);
  });

  it('answers 502 with a readable message when openFDA fails or is unreachable, and keeps no failure', async () => {
    const s = service();
    fake.answer(500, { error: { code: 'SERVER_ERROR' } });
    await expect(s.search('aspirin')).rejects.toEqual(new HttpError(502, RECALL_MESSAGES.upstreamFailed));
    fake.answer(200, 'not json');
    await expect(s.search('aspirin')).rejects.toEqual(new HttpError(502, RECALL_MESSAGES.upstreamFailed));
    fake.answer(200, { results: [openFdaRecord(3)] });
    expect((await s.search('aspirin')).results).toHaveLength(1);
    const down = new RecallService({ openFdaUrl: 'http://127.0.0.1:9/none.json', recallsCacheTtlS: 60 }, log);
    await expect(down.search('aspirin')).rejects.toEqual(new HttpError(502, RECALL_MESSAGES.upstreamFailed));
  });

  it('the server searches openFDA with OPENFDA_URL set', async () => {
    const server = await startTestApp({ openFdaUrl: fake.url });
    try {
      const cookie = await loginCookie(server.app, 'demo');
      const res = await server.app.inject({ url: '/api/examples/recalls?q=aspirin', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ source: 'openFDA', query: 'aspirin' });
      expect(fake.requests.map((q) => q.get('search'))).toEqual(['"aspirin"']);
      fake.answer(503, {});
      const failed = await server.app.inject({ url: '/api/examples/recalls?q=other', headers: { cookie } });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ message: RECALL_MESSAGES.upstreamFailed });
    } finally {
      await server.close();
    }
  });
});

describe('openFDA helpers', () => {
  it('escapes words but not the AND joints, and drops quotes', () => {
    expect(openFdaSearchUrl('http://x/e.json', 'a&b "c"')).toBe(
      'http://x/e.json?search="a%26b"+AND+"c"&limit=99&sort=report_date:desc',
    );
    expect(openFdaSearchUrl('http://x/e.json?api_key=k', '')).toBe(
      'http://x/e.json?api_key=k&limit=99&sort=report_date:desc',
    );
  });

  it('reads YYYYMMDD dates, and null for anything else', () => {
    expect(openFdaDate('20240229')).toBe('2024-02-29');
    expect(openFdaDate('2024-02-29')).toBeNull();
    expect(openFdaDate(undefined)).toBeNull();
  });
});
