import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_NEWS_SOURCES } from '../../mocks/data/news';
import { NEWS_API, NEWS_MESSAGES, NewsAnswerSchema } from '../../src/api/news';
import { ApiErrorSchema } from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('News contract: MSW handlers and server agree', () => {
  it('GET news answers the bundled sample: 300 stories over five sources, newest first, cached an hour', async () => {
    const { mock, server } = await expectSameContract(
      { url: NEWS_API.stories, session: true },
      200,
      NewsAnswerSchema,
    );
    expect(server.origin).toBe('sample');
    expect(server.stories).toHaveLength(300);
    expect(new Set(server.stories.map((s) => s.source))).toEqual(
      new Set(SAMPLE_NEWS_SOURCES.map((s) => s.name)),
    );
    const times = server.stories.map((s) => s.published);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Date.parse(server.expiresAt) - Date.parse(server.loadedAt)).toBe(60 * 60_000);
    expect(server.stories.some((s) => s.imageUrl)).toBe(true);
    expect(mock.stories.map((s) => s.id)).toEqual(server.stories.map((s) => s.id));
  });

  it('POST news/refresh keeps the cache; forcing it is for admins only', async () => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: NEWS_API.refresh, session: true, body: {} },
      200,
      NewsAnswerSchema,
    );
    expect(mock.stories).toHaveLength(300);
    expect(server.stories).toHaveLength(300);
    const forced = await expectSameContract(
      { method: 'POST', url: NEWS_API.refresh, session: true, body: { force: true } },
      403,
      ApiErrorSchema,
    );
    expect(forced.server.message).toBe(NEWS_MESSAGES.forceAdminOnly);
    expect(forced.mock).toEqual(forced.server);
  });

  it.each([
    [{ force: 'yes' }, 'Force must be true or false.'],
    [{ force: false, all: true }, 'Unknown field: all.'],
  ])('POST news/refresh answers the same 400 for %j', async (body, message) => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: NEWS_API.refresh, session: true, body },
      400,
      ApiErrorSchema,
    );
    expect(server.message).toBe(message);
    expect(mock).toEqual(server);
  });

  it('the server needs a session', async () => {
    expect((await askServer({ url: NEWS_API.stories })).status).toBe(401);
  });
});
