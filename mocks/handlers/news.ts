import { http, HttpResponse } from 'msw';
import { apiError } from '../../src/api/errors';
import {
  NEWS_API,
  NEWS_CACHE_MINUTES,
  NEWS_MESSAGES,
  NewsRefreshSchema,
  type NewsAnswer,
} from '../../src/api/news';
import { sampleNews } from '../data/news';
import { DEMO_USER } from '../data/users';
import { parseJsonBody } from './jsonBody';
import { apiUrl } from './url';

/** When the mocked server last loaded its stories (null: not yet), as the server's cache keeps it. */
let loadedAt: number | null = null;

/** Forgets the mocked cache (stories call it so each starts alike). */
export function resetNewsMock(): void {
  loadedAt = null;
}

function answer(force = false): NewsAnswer {
  const now = Date.now();
  if (force || loadedAt === null || now - loadedAt >= NEWS_CACHE_MINUTES * 60_000) loadedAt = now;
  return {
    origin: 'sample',
    loadedAt: new Date(loadedAt).toISOString(),
    expiresAt: new Date(loadedAt + NEWS_CACHE_MINUTES * 60_000).toISOString(),
    failedFeeds: [],
    stories: sampleNews(loadedAt),
  };
}

/** The News app's calls as the server answers them without NEWS_FEEDS, for the mocked (demo, not admin) user. */
export const newsHandlers = [
  http.get(apiUrl(NEWS_API.stories), () => HttpResponse.json<NewsAnswer>(answer())),
  http.post(apiUrl(NEWS_API.refresh), async ({ request }) => {
    const body = await parseJsonBody(request, NewsRefreshSchema);
    if (body.error) return body.error;
    if (body.data.force && !DEMO_USER.roles.includes('admin')) {
      return HttpResponse.json(apiError(403, NEWS_MESSAGES.forceAdminOnly), { status: 403 });
    }
    return HttpResponse.json<NewsAnswer>(answer(body.data.force));
  }),
];
