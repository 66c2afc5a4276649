// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { CustomerListSchema } from '../../src/api/samples';
import { searchCustomers } from '../../mocks/data/customers';
import { loginCookie, startTestApp } from '../testing';
import { CUSTOMER_SEARCH_CACHE, customerSearchAnswers } from './customer';

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, close } = await startTestApp());
  cookie = await loginCookie(app);
});
afterAll(async () => {
  await close();
});

const search = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${API.customer}?${new URLSearchParams({ query })}`, headers: { cookie, ...headers } });

describe('GET customer?query=', () => {
  it('answers the search, the same for the same words in any case or with blanks around them', async () => {
    const answers = await Promise.all(['acme', 'ACME', '  Acme ', 'acme'].map((q) => search(q)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(CustomerListSchema.parse(res.json())).toEqual(searchCustomers('acme'));
      expect(res.headers.etag).toBe(answers[0]?.headers.etag);
    }
    const other = await search('tokyo');
    expect(other.json()).toEqual(searchCustomers('tokyo'));
    expect(other.headers.etag).not.toBe(answers[0]?.headers.etag);
    expect((await search('   ')).json()).toEqual([]);
  });

  it('answers 304 to the tag it gave, and the JSON as it is even to a browser that takes compressed bytes', async () => {
    const first = await search('a');
    const etag = String(first.headers.etag);
    const again = await search('a', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const browser = await search('a', { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBeUndefined();
    expect(browser.body).toBe(first.body);
    expect(first.body.length).toBeGreaterThan(1024);
  });

  it('keeps at most its limit of answers however many different queries come', () => {
    const answers = customerSearchAnswers();
    const queries = Array.from(
      { length: CUSTOMER_SEARCH_CACHE.maxEntries + 200 },
      (_, i) => `${'ae'[i % 2]}${i}`,
    );
    for (const q of queries) answers.get(q);
    expect(answers.size).toBe(CUSTOMER_SEARCH_CACHE.maxEntries);
    for (const q of ['a', 'e', 'o', 'on', 'an', 'er']) answers.get(q);
    expect(answers.size).toBe(CUSTOMER_SEARCH_CACHE.maxEntries);
    expect(answers.bytes).toBeLessThanOrEqual(CUSTOMER_SEARCH_CACHE.maxBytes);
  });
});
