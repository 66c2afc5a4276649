import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchJson, FetchError } from './fetchJson';
import { CORRELATION_HEADER } from './routes';

const Schema = z.object({ n: z.number() });

function mockFetch(status: number, body: unknown) {
  const spy = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets a correlation id and validates the answer', async () => {
    const spy = mockFetch(200, { n: 1 });
    await expect(fetchJson('/api/x', { schema: Schema })).resolves.toEqual({ n: 1 });
    const headers = spy.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers[CORRELATION_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each call its own correlation id', async () => {
    const spy = mockFetch(200, { n: 1 });
    await fetchJson('/api/x', { schema: Schema });
    await fetchJson('/api/x', { schema: Schema });
    const ids = spy.mock.calls.map((c) => (c[1].headers as Record<string, string>)[CORRELATION_HEADER]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("throws the server's message with the status", async () => {
    mockFetch(401, { statusCode: 401, error: 'Unauthorized', message: 'Please log in.' });
    const err = await fetchJson('/api/x', { schema: Schema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect((err as FetchError).status).toBe(401);
    expect((err as FetchError).message).toBe('Please log in.');
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(200, { n: 'one' });
    await expect(fetchJson('/api/x', { schema: Schema })).rejects.toThrow(/Unexpected answer from \/api\/x/);
  });

  it('reports an unreachable server', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchJson('/api/x', { schema: Schema })).rejects.toThrow('The server could not be reached.');
  });
});
