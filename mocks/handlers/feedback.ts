import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import { FeedbackSchema, type FeedbackReceipt } from '../../src/api/home';
import { parseJsonBody } from './jsonBody';
import { apiUrl } from './url';

/** Feedback the handler received since the page loaded (Storybook has no database to keep it in). */
export const mockFeedback: { id: number; message: string }[] = [];

/** POST /api/feedback as the server answers it: validated with the contract, 201 with a receipt. */
export const feedbackHandlers = [
  http.post(apiUrl(API.feedback), async ({ request }) => {
    const body = await parseJsonBody(request, FeedbackSchema);
    if (body.error) return body.error;
    const id = mockFeedback.length + 1;
    mockFeedback.push({ id, message: body.data.message });
    return HttpResponse.json<FeedbackReceipt>({ ok: true, id }, { status: 201 });
  }),
];
