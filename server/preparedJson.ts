import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compressing saves less than the headers it costs. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli's quality for answers compressed on demand (static files are compressed at the best, 11, when built).
 * At 11 the 300 kB of raw positions took 560 ms, all of it waited for by the first request after a start; at 6 it
 * takes 5 ms for 23% more bytes, still fewer than gzip's best (nginx's default for dynamic answers is 6 too).
 */
const BROTLI_QUALITY = 6;

/** Accept-Encoding headers seen → chosen encoding: bounded, since any client can send any header. */
const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/** True when an If-None-Match header names the tag (weak comparison, lists and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === mine);
}

/**
 * A JSON answer that never changes while the server runs (trades, customers, positions): serialised once, with
 * a weak ETag over its bytes, and compressed at most once per encoding (brotli or gzip, made on first demand off
 * the event loop). `send` answers 304 to a matching If-None-Match and otherwise the bytes the client accepts,
 * so a request costs neither a serialisation nor a compression.
 */
export class PreparedJson {
  readonly body: Buffer;
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();
  /** Whether `send` compresses for clients that accept it; `compress: false` always sends the JSON as it is. */
  readonly compress: boolean;

  constructor(value: unknown, options: { compress?: boolean } = {}) {
    this.compress = options.compress ?? true;
    this.body = Buffer.from(JSON.stringify(value), 'utf8');
    this.etag = `W/"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  /** Bytes held: the JSON and the compressed copies made so far (an estimate for those still being made). */
  get byteLength(): number {
    return this.body.length * (1 + 0.2 * this.compressed.size);
  }

  private encodedAs(encoding: Encoding): Promise<Buffer> {
    let made = this.compressed.get(encoding);
    if (!made) {
      made =
        encoding === 'br'
          ? brotliAsync(this.body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body, { level: 9 });
      this.compressed.set(encoding, made);
    }
    return made;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('ETag', this.etag);
    if (this.compress) reply.header('Vary', 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], this.etag)) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'];
    const encoding =
      this.compress && this.body.length >= MIN_COMPRESS_BYTES && accepted
        ? negotiator.negotiate(accepted)
        : null;
    reply.type('application/json; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') {
      const bytes = await this.encodedAs(encoding);
      if (bytes.length < this.body.length) return reply.header('Content-Encoding', encoding).send(bytes);
    }
    return reply.send(this.body);
  }
}
