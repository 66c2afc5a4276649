import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchJson, FetchError, PREFETCH_TTL_MS, prefetchJson } from './fetchJson';
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

  it('sends the headers a call asks for, beside its own', async () => {
    const spy = mockFetch(200, { n: 1 });
    await fetchJson('/api/x', { schema: Schema, headers: { 'X-Requested-With': 'Toolbox' } });
    const headers = spy.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ 'X-Requested-With': 'Toolbox', Accept: 'application/json' });
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

describe('prefetchJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A fetch whose answers the test gives, one per call, in order. */
  function pendingFetch() {
    const answers: ((res: Response) => void)[] = [];
    const spy = vi.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    vi.stubGlobal('fetch', spy);
    const answer = (i: number, body: unknown, status = 200) =>
      answers[i]?.(new Response(JSON.stringify(body), { status }));
    return { spy, answer };
  }

  it('serves the next GET of the same URL once, with its correlation id; later calls fetch again', async () => {
    const { spy, answer } = pendingFetch();
    prefetchJson('/api/p1');
    prefetchJson('/api/p1');
    expect(spy).toHaveBeenCalledTimes(1);
    const first = fetchJson('/api/p1', { schema: Schema });
    expect(spy).toHaveBeenCalledTimes(1);
    answer(0, { n: 1 });
    await expect(first).resolves.toEqual({ n: 1 });
    expect((spy.mock.calls[0]?.[1].headers as Record<string, string>)[CORRELATION_HEADER]).toMatch(
      /^[0-9a-f-]{36}$/,
    );

    const second = fetchJson('/api/p1', { schema: Schema });
    expect(spy).toHaveBeenCalledTimes(2);
    answer(1, { n: 2 });
    await expect(second).resolves.toEqual({ n: 2 });
  });

  it('leaves other URLs and other methods alone, and asks again when the prefetched answer failed', async () => {
    const { spy, answer } = pendingFetch();
    prefetchJson('/api/p2');
    const post = fetchJson('/api/p2', { method: 'POST', body: {}, schema: Schema });
    const other = fetchJson('/api/p3', { schema: Schema });
    expect(spy).toHaveBeenCalledTimes(3);
    answer(1, { n: 1 });
    answer(2, { n: 3 });
    await expect(post).resolves.toEqual({ n: 1 });
    await expect(other).resolves.toEqual({ n: 3 });

    // Asked before a login, say: the taker asks again and gets what the server answers now.
    const taken = fetchJson('/api/p2', { schema: Schema });
    answer(0, { message: 'Please log in.' }, 401);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(4));
    answer(3, { n: 2 });
    await expect(taken).resolves.toEqual({ n: 2 });
  });

  it('stops waiting when the caller aborts, and is not used once stale', async () => {
    const { spy, answer } = pendingFetch();
    prefetchJson('/api/p4');
    const abort = new AbortController();
    const aborted = fetchJson('/api/p4', { schema: Schema, signal: abort.signal });
    abort.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    answer(0, { n: 1 });

    vi.useFakeTimers({ toFake: ['performance'] });
    prefetchJson('/api/p5');
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    const fresh = fetchJson('/api/p5', { schema: Schema });
    expect(spy).toHaveBeenCalledTimes(3);
    answer(2, { n: 5 });
    await expect(fresh).resolves.toEqual({ n: 5 });
  });
});
