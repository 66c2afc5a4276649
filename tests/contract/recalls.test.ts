import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RECALLS } from '../../mocks/data/recalls';
import { RECALLS_API, recallsPath, RecallSearchResultSchema } from '../../src/api/recalls';
import { ApiErrorSchema } from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('FDA Recalls contract: MSW handlers and server agree', () => {
  it('GET recalls answers the newest 99 recalls of the sample', async () => {
    const { mock, server } = await expectSameContract(
      { url: RECALLS_API.recalls, session: true },
      200,
      RecallSearchResultSchema,
    );
    expect(server.source).toBe('sample');
    expect(server.results).toHaveLength(99);
    expect(server.results[0]).toEqual(SAMPLE_RECALLS[0]);
    expect(mock.results).toEqual(server.results);
    expect(new Set(server.results.map((r) => r.classification))).toEqual(
      new Set(['Class I', 'Class II', 'Class III']),
    );
  });

  it('GET recalls?q= searches on the server: every word, any case', async () => {
    const { mock, server } = await expectSameContract(
      { url: recallsPath('  Heparin  particulate '), session: true },
      200,
      RecallSearchResultSchema,
    );
    expect(server.query).toBe('Heparin  particulate');
    expect(server.results.length).toBeGreaterThan(0);
    for (const r of server.results) expect(r.productDescription).toMatch(/^Heparin/);
    expect(mock.results).toEqual(server.results);
    const { server: none } = await expectSameContract(
      { url: recallsPath('nothing matches this'), session: true },
      200,
      RecallSearchResultSchema,
    );
    expect(none.results).toEqual([]);
  });

  it('answers the same 400 for a search too long or given twice', async () => {
    for (const url of [recallsPath('x'.repeat(101)), `${RECALLS_API.recalls}?q=a&q=b`]) {
      const { mock, server } = await expectSameContract({ url, session: true }, 400, ApiErrorSchema);
      expect(server).toEqual(mock);
    }
    const { server } = await expectSameContract(
      { url: recallsPath('x'.repeat(101)), session: true },
      400,
      ApiErrorSchema,
    );
    expect(server.message).toBe('The search must be at most 100 characters.');
  });

  it('the server needs a session', async () => {
    expect((await askServer({ url: RECALLS_API.recalls })).status).toBe(401);
  });
});
