// @vitest-environment node
import { desc } from 'drizzle-orm';
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
});
