import type { FastifyBaseLogger } from 'fastify';
import { SAMPLE_RECALLS, searchRecalls } from '../../mocks/data/recalls';
import { RECALL_MESSAGES, RECALLS_LIMIT, type RecallSearchResult } from '../../src/api/recalls';
import type { ServerConfig } from '../config';
import { HttpError } from '../errors';
import { fromOpenFda, OpenFdaAnswerSchema, openFdaSearchUrl } from './openFda';

export type RecallServiceConfig = Pick<ServerConfig, 'openFdaUrl' | 'recallsCacheTtlS'>;

/** How many distinct searches the cache keeps (the oldest goes first). */
export const RECALL_CACHE_ENTRIES = 200;
/** How long openFDA gets to answer. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * The FDA Recalls app's search. With `openFdaUrl` it asks openFDA and keeps each answer for `recallsCacheTtlS`
 * (searches differing only in case and spacing share an answer; a failure is not kept); without it, it searches
 * the bundled sample. `now` is injectable so tests can step past the cache's expiry.
 */
export class RecallService {
  private readonly cache = new Map<string, { at: number; answer: RecallSearchResult }>();

  constructor(
    private readonly config: RecallServiceConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async search(query: string): Promise<RecallSearchResult> {
    const base = this.config.openFdaUrl;
    if (!base) {
      return {
        source: 'sample',
        query,
        fetchedAt: new Date(this.now()).toISOString(),
        results: searchRecalls(SAMPLE_RECALLS, query),
      };
    }
    const key = query.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.at < this.config.recallsCacheTtlS * 1000) {
      return { ...cached.answer, query };
    }
    const answer = await this.ask(base, query);
    this.cache.delete(key);
    this.cache.set(key, { at: this.now(), answer });
    while (this.cache.size > RECALL_CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return answer;
  }

  private async ask(base: string, query: string): Promise<RecallSearchResult> {
    const fetchedAt = new Date(this.now()).toISOString();
    let res: Response;
    try {
      res = await fetch(openFdaSearchUrl(base, query), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (e) {
      this.log.warn({ err: e }, 'openFDA could not be reached');
      throw new HttpError(502, RECALL_MESSAGES.upstreamFailed);
    }
    // openFDA answers 404 (error NOT_FOUND) when nothing matches.
    if (res.status === 404) {
      await res.body?.cancel();
      return { source: 'openFDA', query, fetchedAt, results: [] };
    }
    const parsed = res.ok ? OpenFdaAnswerSchema.safeParse(await res.json().catch(() => null)) : null;
    if (!parsed?.success) {
      await res.body?.cancel().catch(() => undefined);
      this.log.warn({ status: res.status }, 'openFDA gave no usable answer');
      throw new HttpError(502, RECALL_MESSAGES.upstreamFailed);
    }
    return {
      source: 'openFDA',
      query,
      fetchedAt,
      results: parsed.data.results.map(fromOpenFda).slice(0, RECALLS_LIMIT),
    };
  }
}
