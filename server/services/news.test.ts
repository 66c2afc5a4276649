// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '../../src/api/news';
import { loginCookie, startTestApp } from '../testing';
import { NewsService } from './news';
import { plainSummary, storiesOfFeed } from './newsFeeds';

const log = pino({ level: 'silent' });

const RSS = (n: number) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Local Wire</title><link>http://local/</link>
${Array.from(
  { length: n },
  (_, i) => `<item><title>Wire story ${i + 1} &amp; more</title><link>http://local/wire/${i + 1}</link>
<guid>wire-${i + 1}</guid><pubDate>${new Date(Date.UTC(2026, 10, 20, 12 - i)).toUTCString()}</pubDate>
<description>&lt;p&gt;Body of &lt;b&gt;story ${i + 1}&lt;/b&gt;&lt;/p&gt;</description><dc:creator>Ann Lee</dc:creator>
${i === 0 ? '<media:thumbnail url="http://local/img/1.jpg"/>' : ''}</item>`,
).join('\n')}
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Local Atom</title><id>urn:local</id>
<updated>2026-11-20T13:30:00Z</updated>
<entry><title>Atom entry</title><id>urn:local:1</id><link href="http://local/atom/1"/>
<published>2026-11-20T13:30:00Z</published><summary>Short &lt;i&gt;summary&lt;/i&gt;</summary>
<author><name>Bo Park</name></author></entry>
<entry><title>Bad link</title><id>urn:local:2</id><link href="javascript:alert(1)"/></entry>
</feed>`;

/** A local feed server: /wire.xml (RSS), /atom.xml (Atom), /broken (500), /html (no feed); counts requests. */
let server: Server;
let base = '';
const hits = new Map<string, number>();
let wireItems = 3;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/wire.xml')
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(RSS(wireItems));
    else if (path === '/atom.xml') res.writeHead(200, { 'Content-Type': 'application/atom+xml' }).end(ATOM);
    else if (path === '/html')
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>hi</body></html>');
    else res.writeHead(500).end('down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('feed reading (feedsmith)', () => {
  it('reads RSS items: title, link, time, plain summary, picture and author', () => {
    const { title, stories } = storiesOfFeed(RSS(2), 'http://local/wire.xml', '2026-11-21T00:00:00.000Z');
    expect(title).toBe('Local Wire');
    expect(stories[0]).toEqual({
      id: 'http://local/wire.xml#wire-1',
      source: 'Local Wire',
      title: 'Wire story 1 & more',
      link: 'http://local/wire/1',
      published: '2026-11-20T12:00:00.000Z',
      summary: 'Body of story 1',
      imageUrl: 'http://local/img/1.jpg',
      author: 'Ann Lee',
    });
  });

  it('reads Atom entries, and drops an entry whose link is not http(s)', () => {
    const { stories } = storiesOfFeed(ATOM, 'http://local/atom.xml', '2026-11-21T00:00:00.000Z');
    expect(stories.map((s) => [s.title, s.link, s.summary, s.author])).toEqual([
      ['Atom entry', 'http://local/atom/1', 'Short summary', 'Bo Park'],
    ]);
  });

  it('makes plain text of HTML summaries, cut near 280 characters', () => {
    expect(plainSummary('<p>A&nbsp;&amp;&#65;<script>x()</script></p>')).toBe('A &A');
    const long = plainSummary(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(281);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('NewsService with NEWS_FEEDS: a local RSS file server', () => {
  it('loads every feed, newest first, keeps them in the database for the cache time, then reloads', async () => {
    const app = await startTestApp();
    try {
      let clock = Date.UTC(2026, 10, 21, 9);
      const feeds = [`${base}/wire.xml`, `${base}/atom.xml`, `${base}/broken`];
      const service = () =>
        new NewsService(app.app.db, { newsFeeds: feeds, newsCacheMinutes: 60 }, log, () => clock);
      hits.clear();
      wireItems = 3;
      const first = await service().stories();
      expect(first.origin).toBe('feeds');
      expect(first.stories.map((s) => s.title)).toEqual([
        'Atom entry',
        'Wire story 1 & more',
        'Wire story 2 & more',
        'Wire story 3 & more',
      ]);
      expect(first.failedFeeds).toEqual([{ source: `${base}/broken`, message: 'The feed answered 500.' }]);
      expect(first.loadedAt).toBe('2026-11-21T09:00:00.000Z');
      expect(first.expiresAt).toBe('2026-11-21T10:00:00.000Z');

      // A new service (a restart) reads the database's copy while it is fresh: the feeds are not asked.
      wireItems = 4;
      clock += 59 * 60_000;
      const cached = await service().stories();
      expect(cached.stories).toHaveLength(4);
      expect(cached.loadedAt).toBe(first.loadedAt);
      expect(hits.get('/wire.xml')).toBe(1);
      // A refresh that is not forced keeps the cache too.
      expect((await service().refresh(false)).stories).toHaveLength(4);
      expect(hits.get('/wire.xml')).toBe(1);

      clock += 60_000;
      const reloaded = await service().stories();
      expect(reloaded.stories).toHaveLength(5);
      expect(reloaded.loadedAt).toBe('2026-11-21T10:00:00.000Z');
      expect(hits.get('/wire.xml')).toBe(2);

      // Forced: read again at once.
      expect((await service().refresh(true)).stories).toHaveLength(5);
      expect(hits.get('/wire.xml')).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('keeps the stories it had when every feed fails, and says which failed', async () => {
    const app = await startTestApp();
    try {
      let clock = Date.UTC(2026, 10, 21, 9);
      let feeds = [`${base}/wire.xml`];
      const service = () =>
        new NewsService(app.app.db, { newsFeeds: feeds, newsCacheMinutes: 60 }, log, () => clock);
      wireItems = 2;
      await service().stories();
      clock += 61 * 60_000;
      feeds = [`${base}/html`];
      const none = await service().stories();
      expect(none.stories).toEqual([]);
      expect(none.failedFeeds).toEqual([{ source: `${base}/html`, message: 'The feed could not be read.' }]);
      // The same list again, now failing, after its cache expired: the last stories stay.
      feeds = [`${base}/wire.xml`];
      const ok = await service().stories();
      expect(ok.stories).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describe('the News routes', () => {
  it('serve the bundled sample by default; only an admin may force a refresh', async () => {
    const app = await startTestApp();
    try {
      const demo = await loginCookie(app.app, 'demo');
      const admin = await loginCookie(app.app, 'admin');
      const get = await app.app.inject({ url: '/api/examples/news', headers: { cookie: demo } });
      expect(get.statusCode).toBe(200);
      const body = get.json<{ origin: string; stories: unknown[] }>();
      expect(body.origin).toBe('sample');
      expect(body.stories).toHaveLength(300);
      const post = (cookie: string, payload: unknown) =>
        app.app.inject({
          method: 'POST',
          url: '/api/examples/news/refresh',
          headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:80' },
          payload: JSON.stringify(payload),
        });
      expect((await post(demo, {})).statusCode).toBe(200);
      const forced = await post(demo, { force: true });
      expect(forced.statusCode).toBe(403);
      expect(forced.json()).toMatchObject({ message: NEWS_MESSAGES.forceAdminOnly });
      expect((await post(admin, { force: true })).statusCode).toBe(200);
      expect((await post(demo, { force: 'yes' })).json()).toMatchObject({
        statusCode: 400,
        message: 'Force must be true or false.',
      });
    } finally {
      await app.close();
    }
  });
});
