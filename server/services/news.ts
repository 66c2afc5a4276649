import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { sampleNews } from '../../mocks/data/news';
import { NewsStorySchema, type NewsAnswer, type NewsStory } from '../../src/api/news';
import type { ServerConfig } from '../config';
import type { Database } from '../db/index';
import { newsCache } from '../db/schema';
import { fetchFeedText, storiesOfFeed } from './newsFeeds';

export type NewsServiceConfig = Pick<ServerConfig, 'newsFeeds' | 'newsCacheMinutes'>;

/** The stories the app gets at most, newest first, over all feeds. */
export const MAX_NEWS_STORIES = 1000;

/** What the cache row keeps: the answer without its expiry (worked out from loaded_at when read). */
const CachedSchema = z.object({
  stories: z.array(NewsStorySchema),
  failedFeeds: z.array(z.object({ source: z.string(), message: z.string() })),
});
type Cached = z.infer<typeof CachedSchema>;

/**
 * The News app's stories. With feeds (NEWS_FEEDS) it reads them all, keeps the result in the database (news_cache)
 * and serves it until it is `newsCacheMinutes` old; a load that finds every feed failing keeps the stories it had.
 * Without feeds it serves the bundled sample, loaded the same way so refresh and last-updated behave alike.
 * Loads running at once are shared. `now` is injectable so tests can step past the cache's expiry.
 */
export class NewsService {
  private loading: Promise<NewsAnswer> | null = null;
  private sample: { at: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: NewsServiceConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  private get ttlMs(): number {
    return this.config.newsCacheMinutes * 60_000;
  }

  private get feedsKey(): string {
    return this.config.newsFeeds.join('\n');
  }

  /** The stories, from the cache while it is fresh, else loaded anew. */
  async stories(): Promise<NewsAnswer> {
    return (await this.fresh()) ?? this.load();
  }

  /** A reload on request: the cache is kept while fresh unless `force` (an admin's). */
  async refresh(force: boolean): Promise<NewsAnswer> {
    if (!force) return this.stories();
    return this.load();
  }

  private answer(loadedAt: number, cached: Cached): NewsAnswer {
    return {
      origin: this.config.newsFeeds.length === 0 ? 'sample' : 'feeds',
      loadedAt: new Date(loadedAt).toISOString(),
      expiresAt: new Date(loadedAt + this.ttlMs).toISOString(),
      failedFeeds: cached.failedFeeds,
      stories: cached.stories,
    };
  }

  private async fresh(): Promise<NewsAnswer | null> {
    if (this.config.newsFeeds.length === 0) {
      if (!this.sample || this.now() - this.sample.at >= this.ttlMs) return null;
      return this.answer(this.sample.at, { stories: sampleNews(this.sample.at), failedFeeds: [] });
    }
    const row = await this.readRow();
    if (!row || this.now() - row.loadedAt >= this.ttlMs) return null;
    return this.answer(row.loadedAt, row.cached);
  }

  private async readRow(): Promise<{ loadedAt: number; cached: Cached } | null> {
    const [row] = await this.db.select().from(newsCache).where(eq(newsCache.feedsKey, this.feedsKey));
    if (!row) return null;
    const cached = CachedSchema.safeParse(row.payload);
    return cached.success ? { loadedAt: row.loadedAt.getTime(), cached: cached.data } : null;
  }

  private load(): Promise<NewsAnswer> {
    this.loading ??= this.loadNow().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadNow(): Promise<NewsAnswer> {
    const at = this.now();
    if (this.config.newsFeeds.length === 0) {
      this.sample = { at };
      return this.answer(at, { stories: sampleNews(at), failedFeeds: [] });
    }
    const loadedAt = new Date(at).toISOString();
    const results = await Promise.allSettled(
      this.config.newsFeeds.map(async (url) => storiesOfFeed(await fetchFeedText(url), url, loadedAt)),
    );
    const stories: NewsStory[] = [];
    const failedFeeds: Cached['failedFeeds'] = [];
    results.forEach((r, i) => {
      const url = this.config.newsFeeds[i] ?? '';
      if (r.status === 'fulfilled') stories.push(...r.value.stories);
      else {
        const message = r.reason instanceof Error ? r.reason.message : String(r.reason);
        this.log.warn({ feed: url, reason: message }, 'a news feed could not be read');
        failedFeeds.push({ source: url, message: feedFailure(message) });
      }
    });
    if (failedFeeds.length === this.config.newsFeeds.length) {
      // Nothing came: keep serving what was loaded before (marked with the failures) rather than an empty list.
      const old = await this.readRow();
      if (old) return this.answer(old.loadedAt, { stories: old.cached.stories, failedFeeds });
    }
    const seen = new Set<string>();
    const unique = stories
      .sort((a, b) => b.published.localeCompare(a.published))
      .filter((s) => !seen.has(s.id) && seen.add(s.id))
      .slice(0, MAX_NEWS_STORIES);
    const cached: Cached = { stories: unique, failedFeeds };
    await this.db
      .insert(newsCache)
      .values({ feedsKey: this.feedsKey, loadedAt: new Date(at), payload: cached })
      .onConflictDoUpdate({ target: newsCache.feedsKey, set: { loadedAt: new Date(at), payload: cached } });
    return this.answer(at, cached);
  }
}

/** A feed's failure as the app shows it: the reader's own messages, else a plain one. */
function feedFailure(message: string): string {
  if (/^The feed /.test(message)) return message;
  if (/abort|timeout/i.test(message)) return 'The feed did not answer in time.';
  if (/fetch failed|ECONNREFUSED|ENOTFOUND/i.test(message)) return 'The feed could not be reached.';
  return 'The feed could not be read.';
}
