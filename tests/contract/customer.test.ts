import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { CustomerListSchema } from '../../src/api/samples';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

const search = (query: string) => `${API.customer}?${new URLSearchParams({ query })}`;

describe('customer contract: MSW handlers and server agree', () => {
  it('GET customer answers all 1,000 customers', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.customer, session: true },
      200,
      CustomerListSchema,
    );
    expect(server).toHaveLength(1000);
    expect(mock).toEqual(server);
    expect(new Set(server.map((c) => c.company)).size).toBe(1000);
  });

  it('GET customer?query= searches company and city, companies that start with it first', async () => {
    const { mock, server } = await expectSameContract(
      { url: search('acme'), session: true },
      200,
      CustomerListSchema,
    );
    expect(mock).toEqual(server);
    expect(server.length).toBeGreaterThan(0);
    expect(server.length).toBeLessThanOrEqual(20);
    expect(server.every((c) => c.company.startsWith('Acme'))).toBe(true);

    const { server: byCity } = await expectSameContract(
      { url: search('TOKYO'), session: true },
      200,
      CustomerListSchema,
    );
    expect(byCity).toHaveLength(20);
    expect(byCity.every((c) => c.city === 'Tokyo' || c.company.toLowerCase().includes('tokyo'))).toBe(true);
  });

  it.each([
    ['', []],
    ['zzzz-no-such-company', []],
  ])('GET customer?query=%j finds nothing', async (query, expected) => {
    const { mock, server } = await expectSameContract(
      { url: search(query), session: true },
      200,
      CustomerListSchema,
    );
    expect(mock).toEqual(expected);
    expect(server).toEqual(expected);
  });

  it.each([
    [`${API.customer}?query=a&query=b`, 'Query must be a string.'],
    [search('x'.repeat(101)), 'Query must be at most 100 characters.'],
  ])('answers the same 400 for %s', async (url, message) => {
    const { mock, server } = await expectSameContract({ url, session: true }, 400, ApiErrorSchema);
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    const res = await askServer({ url: search('acme') });
    expect(res.status).toBe(401);
  });
});
