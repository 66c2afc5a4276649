import { http, HttpResponse } from 'msw';
import { MOBILE_LINK, apiError } from '../../src/api/errors';
import { API, APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../src/api/routes';
import type { EmailMobileLinkReceipt } from '../../src/api/mobile';
import { apiUrl } from './url';

/** Links "mailed" since the page loaded (or the last reset): Storybook has no mail server and no outbox. */
let mailed = 0;

/** Forgets the links mailed so far, so a story or test starts below the limit. */
export function resetMockMobileLinks(): void {
  mailed = 0;
}

/**
 * GET /api/emailMobileLink/send as the server answers it without SMTP_URL: the demo user's link goes to the
 * outbox; past the server's default limit per hour, 429; a call not from the app (without its header), 403.
 */
export const emailMobileLinkHandlers = [
  http.get(apiUrl(API.emailMobileLink), ({ request }) => {
    const fromTheApp =
      request.headers.get('Sec-Fetch-Site') === 'same-origin' ||
      request.headers.get(APP_REQUEST_HEADER) === APP_REQUEST_VALUE;
    if (!fromTheApp) return HttpResponse.json(apiError(403, MOBILE_LINK.notFromApp), { status: 403 });
    if (mailed >= MOBILE_LINK.defaultPerHour) {
      return HttpResponse.json(apiError(429, MOBILE_LINK.tooMany), { status: 429 });
    }
    mailed += 1;
    return HttpResponse.json<EmailMobileLinkReceipt>({
      ok: true,
      sentTo: 'demo@example.com',
      delivery: 'outbox',
    });
  }),
];
