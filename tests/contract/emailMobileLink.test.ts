import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMockMobileLinks } from '../../mocks/handlers/emailMobileLink';
import { mailOutbox } from '../../server/db/schema';
import { MOBILE_LINK } from '../../src/api/errors';
import { API, APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { EmailMobileLinkReceiptSchema } from '../../src/api/mobile';
import { askServer, expectSameContract, realApp, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

/** What the app's own call sends (mobileApi). */
const fromTheApp = { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };

async function outboxCount(): Promise<number> {
  const [row] = await realApp().db.select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}

describe('emailMobileLink contract: MSW handlers and server agree', () => {
  it('mails the signed-in user the link (to the outbox without SMTP_URL), then 429 past the limit', async () => {
    resetMockMobileLinks();
    const before = await outboxCount();
    for (let i = 0; i < MOBILE_LINK.defaultPerHour; i++) {
      const { mock, server } = await expectSameContract(
        { url: API.emailMobileLink, session: true, headers: fromTheApp },
        200,
        EmailMobileLinkReceiptSchema,
      );
      expect(server).toEqual({ ok: true, sentTo: 'demo@example.com', delivery: 'outbox' });
      expect(mock).toEqual(server);
    }
    expect(await outboxCount()).toBe(before + MOBILE_LINK.defaultPerHour);
    const { mock, server } = await expectSameContract(
      { url: API.emailMobileLink, session: true, headers: fromTheApp },
      429,
      ApiErrorSchema,
    );
    expect(server).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MOBILE_LINK.tooMany });
    expect(mock).toEqual(server);
    expect(await outboxCount()).toBe(before + MOBILE_LINK.defaultPerHour);
    resetMockMobileLinks();
  });

  it("answers the same 403 to a call without the app's header, mailing nothing", async () => {
    resetMockMobileLinks();
    const before = await outboxCount();
    const { mock, server } = await expectSameContract(
      { url: API.emailMobileLink, session: true, headers: { 'Sec-Fetch-Site': 'cross-site' } },
      403,
      ApiErrorSchema,
    );
    expect(server).toEqual({ statusCode: 403, error: 'Forbidden', message: MOBILE_LINK.notFromApp });
    expect(mock).toEqual(server);
    expect(await outboxCount()).toBe(before);
  });

  it('the server needs a session', async () => {
    const res = await askServer({ url: API.emailMobileLink });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
  });
});
