// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SAMPLE_REPOS } from '../../mocks/data/commits';
import { API } from '../../src/api/routes';
import { AllCommitsSchema, GitHubUpdateDataSchema, type GitHubUpdateData } from '../../src/api/home';
import { WS_TOPICS, WsServerMessageSchema } from '../../src/api/schemas';
import { startFakeGithub, type FakeGithub } from '../fakeGithub';
import { loginCookie, startTestApp } from '../testing';
import { msToNextDay } from './github';

const TOKEN = 'test-token-123';
const HOUR = 3_600_000;

/**
 * A logged-in websocket subscribed to gitHubUpdate; `nextUpdate(match)` resolves with the next push that matches,
 * skipping others (a slow earlier poll may still push after the socket subscribed).
 */
async function subscribeUpdates(app: FastifyInstance, cookie: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, { headers: { cookie } });
  const updates: GitHubUpdateData[] = [];
  const waiters: { match: (d: GitHubUpdateData) => boolean; resolve: (d: GitHubUpdateData) => void }[] = [];
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  socket.on('message', (raw: Buffer) => {
    const msg = WsServerMessageSchema.parse(JSON.parse(raw.toString()));
    if (msg.topic === WS_TOPICS.subscribed) subscribed();
    if (msg.topic !== WS_TOPICS.gitHubUpdate) return;
    const data = GitHubUpdateDataSchema.parse(msg.data);
    const waiter = waiters[0];
    if (!waiter) updates.push(data);
    else if (waiter.match(data)) {
      waiters.shift();
      waiter.resolve(data);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', topics: [WS_TOPICS.gitHubUpdate] }));
  await ready;
  return {
    nextUpdate: (match: (d: GitHubUpdateData) => boolean = () => true): Promise<GitHubUpdateData> => {
      const i = updates.findIndex(match);
      const queued = updates[i];
      updates.splice(0, i + 1);
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => socket.close(),
  };
}

/** Two ISO times name the same instant (GitHub's have no milliseconds, the database's do). */
function sameTime(a: string | null, b: string): boolean {
  return a !== null && Date.parse(a) === Date.parse(b);
}

async function allCommits(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ url: API.allCommits, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return AllCommitsSchema.parse(res.json());
}

describe('GitHub commit history, live: a fake GraphQL upstream on loopback', () => {
  let fake: FakeGithub;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeGithub(TOKEN);
    const now = Date.now();
    fake.addCommit('acme/widgets', {
      messageHeadline: 'First widget',
      committedDate: new Date(now - 50 * HOUR),
    });
    fake.addCommit('acme/widgets', { messageHeadline: 'v1.0.0', committedDate: new Date(now - 26 * HOUR) });
    fake.addCommit('acme/gadgets', {
      messageHeadline: 'Gadget without an author name',
      committedDate: new Date(now - 3 * HOUR),
      author: { name: null, email: 'nobody@example.com' },
    });
    // Far older than the history shown: never asked for, never shown.
    fake.addCommit('acme/gadgets', {
      messageHeadline: 'Ancient',
      committedDate: new Date(now - 400 * 24 * HOUR),
    });
    server = await startTestApp({
      githubToken: TOKEN,
      githubApiUrl: fake.url,
      githubRepos: [
        { owner: 'acme', name: 'widgets' },
        { owner: 'acme', name: 'gadgets' },
        { owner: 'acme', name: 'missing' },
      ],
      githubPollIntervalS: 1,
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    cookie = await loginCookie(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('polls at start with the token and stores the commits of every repository it can read', async () => {
    // The first poll reads the repositories one after the other: wait for all of them.
    await expect
      .poll(
        async () => {
          const history = await allCommits(server.app, cookie);
          return [history.widgets?.commits.length, history.gadgets?.commits.length];
        },
        { timeout: 15_000 },
      )
      .toEqual([2, 1]);
    const history = await allCommits(server.app, cookie);
    expect(Object.keys(history)).toEqual(['widgets', 'gadgets', 'missing']);
    expect(history.widgets?.commits.map((c) => c.messageHeadline)).toEqual(['v1.0.0', 'First widget']);
    expect(history.widgets?.lastCommitTimestamp).toBe(history.widgets?.commits[0]?.committedDate);
    expect(history.gadgets?.commits).toEqual([
      expect.objectContaining({
        messageHeadline: 'Gadget without an author name',
        author: { name: null, email: 'nobody@example.com' },
        additions: 10,
        deletions: 3,
        changedFiles: 2,
      }),
    ]);
    // A repository GitHub does not know is logged and shown empty; the others still load.
    expect(history.missing).toEqual({ lastCommitTimestamp: null, commits: [] });
    expect(fake.requests.every((r) => r.authorization === `bearer ${TOKEN}`)).toBe(true);
  });

  it('pushes gitHubUpdate when a poll finds a new commit, and serves it newest first', async () => {
    const socket = await subscribeUpdates(server.app, cookie);
    try {
      const added = fake.addCommit('acme/widgets', {
        messageHeadline: 'Widgets: new colours',
        committedDate: new Date(),
      });
      const update = await socket.nextUpdate((u) => sameTime(u.lastCommitTimestamp, added.committedDate));
      expect(update).toEqual({
        commitCount: 4,
        lastCommitTimestamp: added.committedDate.replace('Z', '.000Z'),
      });
      const history = await allCommits(server.app, cookie);
      expect(history.widgets?.commits[0]).toMatchObject({
        abbreviatedOid: added.abbreviatedOid,
        messageHeadline: 'Widgets: new colours',
        url: added.url,
      });
      // Later polls ask only for what is newer than the newest stored commit.
      await expect
        .poll(() => fake.requests.filter((r) => r.name === 'widgets').at(-1)?.since, { timeout: 10_000 })
        .toBe(update.lastCommitTimestamp);
    } finally {
      socket.close();
    }
  });

  it('keeps serving what it has while GitHub fails, and catches up once it answers again', async () => {
    fake.failRepo('acme/gadgets');
    const socket = await subscribeUpdates(server.app, cookie);
    try {
      const fix = fake.addCommit('acme/gadgets', {
        messageHeadline: 'Gadget fix',
        committedDate: new Date(),
      });
      const failed = fake.requests.length;
      await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBeGreaterThan(failed + 3);
      expect((await allCommits(server.app, cookie)).gadgets?.commits).toHaveLength(1);
      fake.failRepo('acme/gadgets', false);
      const update = await socket.nextUpdate((u) => sameTime(u.lastCommitTimestamp, fix.committedDate));
      expect(update.commitCount).toBe(5);
      expect((await allCommits(server.app, cookie)).gadgets?.commits[0]?.messageHeadline).toBe('Gadget fix');
    } finally {
      socket.close();
    }
  });
});

describe('msToNextDay', () => {
  it('counts to the next local midnight, also from just after one', () => {
    expect(msToNextDay(new Date(2026, 10, 29, 23, 58, 55))).toBe(65_000);
    expect(msToNextDay(new Date(2026, 10, 30, 0, 0, 0, 1))).toBe(24 * HOUR - 1);
    // Across a month's end.
    expect(
      new Date(Date.parse('2026-11-30T12:00:00') + msToNextDay(new Date(2026, 10, 30, 12))).getDate(),
    ).toBe(1);
  });
});

describe('GitHub commit history, offline: the bundled sample', () => {
  let server: Awaited<ReturnType<typeof startTestApp>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves a few hundred sample commits over three repositories, with commits today and yesterday', async () => {
    server = await startTestApp({ githubSampleIntervalS: 3600 });
    const cookie = await loginCookie(server.app);
    const history = await allCommits(server.app, cookie);
    expect(Object.keys(history)).toEqual(SAMPLE_REPOS.map((r) => r.name));
    const commits = Object.values(history).flatMap((r) => r.commits);
    expect(commits.length).toBeGreaterThan(200);
    const day = (d: Date) => d.toDateString();
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const days = new Set(commits.map((c) => day(new Date(c.committedDate))));
    expect(days.has(day(today))).toBe(true);
    expect(days.has(day(yesterday))).toBe(true);
    expect(commits.every((c) => Date.parse(c.committedDate) <= Date.now())).toBe(true);
  });

  it('adds a sample commit every interval and pushes gitHubUpdate', async () => {
    server = await startTestApp({ githubSampleIntervalS: 1 });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await loginCookie(server.app);
    const before = Object.values(await allCommits(server.app, cookie)).flatMap((r) => r.commits).length;
    const socket = await subscribeUpdates(server.app, cookie);
    try {
      const update = await socket.nextUpdate();
      expect(update.commitCount).toBeGreaterThan(before);
      const history = await allCommits(server.app, cookie);
      // Another sample commit may have come since the push: the pushed one is among them.
      const dates = Object.values(history).flatMap((r) => r.commits.map((c) => c.committedDate));
      expect(dates).toContain(update.lastCommitTimestamp);
    } finally {
      socket.close();
    }
  });

  it('makes the sample afresh at each start, so its dates follow the clock', async () => {
    server = await startTestApp({ githubSampleIntervalS: 3600 });
    const cookie = await loginCookie(server.app);
    const first = await allCommits(server.app, cookie);
    const { config } = server;
    await server.app.close();
    // Same data directory, a new server: the sample is replaced, not added to.
    const { buildApp } = await import('../app');
    const again = await buildApp(config);
    try {
      const res = await again.inject({
        url: API.allCommits,
        headers: { cookie: await loginCookie(again) },
      });
      const second = AllCommitsSchema.parse(res.json());
      const count = (h: typeof first) => Object.values(h).flatMap((r) => r.commits).length;
      expect(count(second)).toBe(count(first));
      expect(second.toolbox?.commits.map((c) => c.messageHeadline)).toEqual(
        first.toolbox?.commits.map((c) => c.messageHeadline),
      );
    } finally {
      await again.close();
    }
  });
});
