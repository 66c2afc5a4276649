import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../server/db/schema';
import { mockFeedback } from '../../mocks/handlers/feedback';
import { FEEDBACK_LIMIT } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { FeedbackReceiptSchema } from '../../src/api/home';
import { askServer, expectSameContract, realApp, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

async function storedCount(): Promise<number> {
  const [row] = await realApp().db.select({ n: count() }).from(feedback);
  return row?.n ?? 0;
}

describe('feedback contract: MSW handlers and server agree', () => {
  it('POST feedback stores the message and answers 201 with its id', async () => {
    const before = await storedCount();
    const { mock, server } = await expectSameContract(
      {
        method: 'POST',
        url: API.feedback,
        session: true,
        body: { message: 'The grouped grid on Home is lovely. Could the roadmap show dates?' },
      },
      201,
      FeedbackReceiptSchema,
    );
    expect(mock.ok).toBe(true);
    expect(server.ok).toBe(true);
    expect(await storedCount()).toBe(before + 1);
  });

  it('takes exactly 2,000 characters', async () => {
    await expectSameContract(
      { method: 'POST', url: API.feedback, session: true, body: { message: 'x'.repeat(2000) } },
      201,
      FeedbackReceiptSchema,
    );
  });

  it.each([
    ['an empty message', { message: '' }, 'Please write your feedback before sending it.'],
    ['a blank message', { message: '   \n ' }, 'Please write your feedback before sending it.'],
    ['no message', {}, 'Message is required.'],
    ['over 2,000 characters', { message: 'x'.repeat(2001) }, 'Feedback must be at most 2,000 characters.'],
    ['a number', { message: 42 }, 'Message must be a string.'],
    ['a list', { message: ['a', 'b'] }, 'Message must be a string.'],
    ['a NUL character', { message: 'a\u0000b' }, 'Message must not contain NUL characters.'],
    ['not an object', [1, 2], 'The request body must be a JSON object.'],
    ['invalid JSON', '{"message":', 'The request body is not valid JSON.'],
  ])('answers the same 400 for %s and stores nothing', async (_name, body, message) => {
    const before = await storedCount();
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: API.feedback, session: true, body },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
    expect(await storedCount()).toBe(before);
  });

  it(`answers the same 429 past ${FEEDBACK_LIMIT.defaultPerMinute} messages a minute, storing nothing`, async () => {
    const since = Date.now() - FEEDBACK_LIMIT.windowMs;
    const [recent] = await realApp()
      .db.select({ n: count() })
      .from(feedback)
      .where(and(eq(feedback.username, 'demo'), gt(feedback.createdAt, new Date(since))));
    const sent = recent?.n ?? 0;
    expect(mockFeedback.filter((f) => f.at > since)).toHaveLength(sent);
    for (let i = sent; i < FEEDBACK_LIMIT.defaultPerMinute; i++) {
      await expectSameContract(
        { method: 'POST', url: API.feedback, session: true, body: { message: `Idea ${i}` } },
        201,
        FeedbackReceiptSchema,
      );
    }
    const before = await storedCount();
    const req = { method: 'POST' as const, url: API.feedback, session: true, body: { message: 'One more' } };
    const { mock, server } = await expectSameContract(req, 429, ApiErrorSchema);
    expect(server).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: FEEDBACK_LIMIT.tooMany(FEEDBACK_LIMIT.defaultPerMinute),
    });
    expect(mock).toEqual(server);
    expect(await storedCount()).toBe(before);
  });

  it('the server needs a session', async () => {
    const before = await storedCount();
    const res = await askServer({ method: 'POST', url: API.feedback, body: { message: 'hello' } });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
    expect(await storedCount()).toBe(before);
  });
});
