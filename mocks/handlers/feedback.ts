import { http, HttpResponse } from 'msw';
import { apiError, FEEDBACK_LIMIT } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { FeedbackSchema, type FeedbackReceipt } from '../../src/api/home';
import { parseJsonBody } from './jsonBody';
import { apiUrl } from './url';

/** Feedback the handler received since the page loaded (Storybook has no database to keep it in). */
export const mockFeedback: { id: number; message: string; at: number }[] = [];

/**
 * POST /api/feedback as the server answers it: validated with the contract, 201 with a receipt, and 429 past
 * the server's default of messages a minute (the mock is one user).
 */
export const feedbackHandlers = [
  http.post(apiUrl(API.feedback), async ({ request }) => {
    const body = await parseJsonBody(request, FeedbackSchema);
    if (body.error) return body.error;
    const now = Date.now();
    const max = FEEDBACK_LIMIT.defaultPerMinute;
    if (mockFeedback.filter((f) => now - f.at < FEEDBACK_LIMIT.windowMs).length >= max) {
      return HttpResponse.json(apiError(429, FEEDBACK_LIMIT.tooMany(max)), {
        status: 429,
        headers: { 'Retry-After': '60' },
      });
    }
    const id = mockFeedback.length + 1;
    mockFeedback.push({ id, message: body.data.message, at: now });
    return HttpResponse.json<FeedbackReceipt>({ ok: true, id }, { status: 201 });
  }),
];
