import { delay, http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import {
  RECALL_MESSAGES,
  RecallQuerySchema,
  RECALLS_API,
  type RecallSearchResult,
} from '../../src/api/recalls';
import { SAMPLE_RECALLS, searchRecalls } from '../data/recalls';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/** The FDA Recalls search as the server answers it without OPENFDA_URL: the bundled sample, searched. */
export const recallHandlers = [
  http.get(apiUrl(RECALLS_API.recalls), ({ request }) => {
    const query = parseReadable(RecallQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    return HttpResponse.json<RecallSearchResult>({
      source: 'sample',
      query: query.data.q,
      fetchedAt: new Date().toISOString(),
      results: searchRecalls(SAMPLE_RECALLS, query.data.q),
    });
  }),
];

/** The search when openFDA is down (the server answers 502): for the app's error state. */
export const recallOutageHandlers = [
  http.get(apiUrl(RECALLS_API.recalls), async () => {
    await delay(50);
    return HttpResponse.json(apiError(502, RECALL_MESSAGES.upstreamFailed), { status: 502 });
  }),
];
