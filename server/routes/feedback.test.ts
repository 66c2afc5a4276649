// @vitest-environment node
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { feedback } from '../db/schema';
import { loginCookie, startTestApp } from '../testing';

let server: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/feedback', () => {
  it('stores the trimmed message with the user who sent it and the time', async () => {
    const cookie = await loginCookie(server.app, 'admin');
    const before = Date.now();
    const res = await server.app.inject({
      method: 'POST',
      url: API.feedback,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { message: '  Please add a dark roadmap card style.  ' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ ok: true; id: number }>();
    const [row] = await server.app.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(row).toMatchObject({ id, username: 'admin', message: 'Please add a dark roadmap card style.' });
    expect(row?.userId).toEqual(expect.any(Number));
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes FEEDBACK_RATE_LIMIT messages a minute from one user, then answers 429 and stores nothing', async () => {
    const { app, config } = server;
    await app.db.delete(feedback);
    const demo = await loginCookie(app, 'demo');
    const send = (cookie: string, message: string) =>
      app.inject({
        method: 'POST',
        url: API.feedback,
        headers: { cookie, 'content-type': 'application/json' },
        payload: { message },
      });
    expect(config.feedbackRateLimit).toBe(5);
    for (let i = 1; i <= 5; i++) expect((await send(demo, `Idea ${i}`)).statusCode).toBe(201);
    const refused = await send(demo, 'Idea 6');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message:
        'You have sent feedback 5 times in the last minute, the most one user may. Please wait a minute and try again.',
    });
    expect(await app.db.$count(feedback)).toBe(5);

    // Another user has a minute of their own; the first may send again once a minute has passed.
    expect((await send(await loginCookie(app, 'admin'), 'From admin')).statusCode).toBe(201);
    await app.db.update(feedback).set({ createdAt: sql`now() - interval '61 seconds'` });
    expect((await send(demo, 'Idea 6, a minute later')).statusCode).toBe(201);
  });
});
