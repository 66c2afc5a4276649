// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradesResponseSchema } from '../src/api/samples';
import { matchesEtag, PreparedJson } from './preparedJson';
import { loginCookie, startTestApp } from './testing';

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

describe('matchesEtag', () => {
  it('compares weakly, in lists, and takes *', () => {
    const tag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', tag)).toBe(true);
    expect(matchesEtag('"abc"', tag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"abd"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
  });
});

describe('PreparedJson', () => {
  /** What send() gave to a reply, with the headers it set. */
  function fakeExchange(headers: Record<string, string>) {
    const sent: { code: number; headers: Record<string, string>; payload: unknown } = {
      code: 200,
      headers: {},
      payload: undefined,
    };
    const reply = {
      header(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
        return reply;
      },
      type(value: string) {
        sent.headers['content-type'] = value;
        return reply;
      },
      code(status: number) {
        sent.code = status;
        return reply;
      },
      send(payload?: unknown) {
        sent.payload = payload;
        return reply;
      },
    };
    return {
      request: { headers } as unknown as FastifyRequest,
      reply: reply as unknown as FastifyReply,
      sent,
    };
  }

  const answer = new PreparedJson({ rows: Array.from({ length: 500 }, (_, i) => ({ i, name: `row ${i}` })) });

  it('compresses once per encoding: every request gets the same bytes', async () => {
    const first = fakeExchange({ 'accept-encoding': 'gzip, deflate, br' });
    await answer.send(first.request, first.reply);
    const second = fakeExchange({ 'accept-encoding': 'br' });
    await answer.send(second.request, second.reply);
    expect(first.sent.headers['content-encoding']).toBe('br');
    expect(second.sent.payload).toBe(first.sent.payload);
    expect(brotliDecompressSync(first.sent.payload as Buffer)).toEqual(answer.body);

    const gz1 = fakeExchange({ 'accept-encoding': 'gzip' });
    const gz2 = fakeExchange({ 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    await answer.send(gz1.request, gz1.reply);
    await answer.send(gz2.request, gz2.reply);
    expect(gz2.sent.headers['content-encoding']).toBe('gzip');
    expect(gz2.sent.payload).toBe(gz1.sent.payload);
    expect(gunzipSync(gz1.sent.payload as Buffer)).toEqual(answer.body);
  });

  it('sends the serialised bytes themselves when nothing or nothing known is accepted', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'zstd, gzip;q=0' },
    ];
    for (const headers of cases) {
      const exchange = fakeExchange(headers);
      await answer.send(exchange.request, exchange.reply);
      expect(exchange.sent.payload).toBe(answer.body);
      expect(exchange.sent.headers['content-encoding']).toBeUndefined();
      expect(exchange.sent.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('does not compress small answers', async () => {
    const small = new PreparedJson({ ok: true });
    const exchange = fakeExchange({ 'accept-encoding': 'br' });
    await small.send(exchange.request, exchange.reply);
    expect(exchange.sent.payload).toBe(small.body);
  });

  it('sends an answer made with compress: false as it is, whatever the client accepts', async () => {
    const plain = new PreparedJson(JSON.parse(answer.body.toString('utf8')), { compress: false });
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const exchange = fakeExchange({ 'accept-encoding': encoding });
      await plain.send(exchange.request, exchange.reply);
      expect(exchange.sent.payload).toBe(plain.body);
      expect(exchange.sent.headers['content-encoding']).toBeUndefined();
      expect(exchange.sent.headers.etag).toBe(answer.etag);
      // The bytes do not depend on Accept-Encoding, so caches need not key on it.
      expect(exchange.sent.headers.vary).toBeUndefined();
    }
  });
});

describe('GET /api/trade', () => {
  it('answers the same trades with an ETag, and 304 without a body when the client has them', async () => {
    const res = await app.inject({ url: '/api/trade', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(TradesResponseSchema.parse(res.json()).trades).toHaveLength(1000);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const again = await app.inject({ url: '/api/trade', headers: { cookie, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await app.inject({ url: '/api/trade', headers: { cookie, 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers brotli or gzip as the client accepts, never to a caller without a session', async () => {
    const plain = await app.inject({ url: '/api/trade', headers: { cookie } });
    const br = await app.inject({ url: '/api/trade', headers: { cookie, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/api/trade', headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = String(plain.headers.etag);
    const anonymous = await app.inject({ url: '/api/trade', headers: { 'if-none-match': etag } });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(['/api/customer', '/api/portfolio/rawPositions', '/api/portfolio/positions?dims=sector,region'])(
    '%s is prepared the same way',
    async (url) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^W\//);
      const again = await app.inject({ url, headers: { cookie, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    },
  );
});
