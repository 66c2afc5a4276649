import { z } from 'zod';
import { fetchJson } from './fetchJson';

/**
 * The contract of the News example app (/news): stories the server loads from the configured feeds (NEWS_FEEDS,
 * RSS or Atom) and keeps in its database for NEWS_CACHE_MINUTES (60); without feeds, a bundled sample of a few
 * hundred stories over several sources.
 */
export const NEWS_API = {
  /** GET the stories, from the cache while it is fresh. */
  stories: '/api/examples/news',
  /** POST `{force}`: reload the feeds; only an admin may force a reload of a fresh cache. */
  refresh: '/api/examples/news/refresh',
} as const;

/** Minutes the server keeps loaded stories before it reads the feeds again. */
export const NEWS_CACHE_MINUTES = 60;

export const NewsStorySchema = z.object({
  /** The feed's guid or link, unique across sources. */
  id: z.string(),
  /** The name of the feed it came from. */
  source: z.string(),
  title: z.string(),
  /** Where the story is read: opened in a new window. */
  link: z.string(),
  published: z.iso.datetime(),
  /** Plain text, tags removed, at most a few hundred characters. */
  summary: z.string(),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
});
export type NewsStory = z.infer<typeof NewsStorySchema>;

export const NewsAnswerSchema = z.object({
  /** 'sample' without NEWS_FEEDS, else 'feeds'. */
  origin: z.enum(['sample', 'feeds']),
  /** When the stories were loaded (the last update). */
  loadedAt: z.iso.datetime(),
  /** When the cache goes stale and the next request reloads. */
  expiresAt: z.iso.datetime(),
  /** Feeds that could not be read at the last load, by name, with why. */
  failedFeeds: z.array(z.object({ source: z.string(), message: z.string() })),
  stories: z.array(NewsStorySchema),
});
export type NewsAnswer = z.infer<typeof NewsAnswerSchema>;

export const NewsRefreshSchema = z
  .object({
    force: z.boolean({ error: 'Force must be true or false.' }).optional().default(false),
  })
  .strict();
export type NewsRefresh = z.input<typeof NewsRefreshSchema>;

export const NEWS_MESSAGES = {
  forceAdminOnly: 'Only an admin can reload the news before the cache expires.',
} as const;

/** The News app's typed client. */
export const newsApi = {
  stories: (signal?: AbortSignal): Promise<NewsAnswer> =>
    fetchJson(NEWS_API.stories, { schema: NewsAnswerSchema, signal }),
  refresh: (body: NewsRefresh): Promise<NewsAnswer> =>
    fetchJson(NEWS_API.refresh, { method: 'POST', body, schema: NewsAnswerSchema }),
};
