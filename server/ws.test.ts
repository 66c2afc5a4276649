// @vitest-environment node
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { HeartbeatDataSchema, WsServerMessageSchema, type WsServerMessage } from '../src/api/schemas';
import { loginCookie, portOf, startTestApp } from './testing';

let app: FastifyInstance;
let close: () => Promise<void>;
let wsUrl: string;

let origin: string;

beforeAll(async () => {
  ({ app, close } = await startTestApp({
    wsMaxBufferedBytes: 256 * 1024,
    wsMaxMessagesPerSecond: 10,
    wsCloseGraceMs: 3000,
    wsMaxTopicsPerSocket: 4,
    wsMaxSocketsPerUser: 3,
    wsMaxSocketsPerAddress: 5,
    // Each test logs in afresh; the login limit has its own test.
    loginRateLimit: 1000,
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${portOf(app)}`;
  wsUrl = `ws://127.0.0.1:${portOf(app)}/api/ws`;
  app.topics.registerTopic('testTopic');
  app.topics.registerTopic('bulk');
  for (let i = 1; i <= 6; i++) app.topics.registerTopic(`c${i}`);
});
afterAll(async () => {
  await close();
});
// Every test leaves no socket behind: the next starts under the per-user and per-address caps.
afterEach(async () => {
  await vi.waitFor(() => expect(app.topics.connectionCount).toBe(0), { timeout: 10_000, interval: 20 });
});

/** A websocket client that queues what the server sends, so a test can await the next matching message. */
class TestClient {
  readonly messages: WsServerMessage[] = [];
  private waiters: { match: (m: WsServerMessage) => boolean; resolve: (m: WsServerMessage) => void }[] = [];
  /** Settles when the socket closes, with the code and reason (listened for from the start: a refused socket
   * may be closed as soon as it opens). */
  private readonly closedAs: Promise<{ code: number; reason: string }>;
  constructor(readonly socket: WebSocket) {
    this.closedAs = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    socket.on('message', (raw: Buffer) => {
      const msg = WsServerMessageSchema.parse(JSON.parse(raw.toString()));
      const waiter = this.waiters.find((w) => w.match(msg));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(msg);
      } else {
        this.messages.push(msg);
      }
    });
  }
  static async connect(cookie: string, options: { origin?: string } = {}): Promise<TestClient> {
    const socket = new WebSocket(wsUrl, { headers: { cookie }, ...options });
    const client = new TestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }
  send(msg: unknown): void {
    this.socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }
  next(topic: string): Promise<WsServerMessage> {
    const queued = this.messages.findIndex((m) => m.topic === topic);
    if (queued >= 0) return Promise.resolve(this.messages.splice(queued, 1)[0] as WsServerMessage);
    return new Promise((resolve) => this.waiters.push({ match: (m) => m.topic === topic, resolve }));
  }
  closed(): Promise<{ code: number; reason: string }> {
    return this.closedAs;
  }
}

describe('websocket /api/ws', () => {
  it('rejects an upgrade without a session with 401', async () => {
    for (const headers of [{}, { cookie: 'toolbox_session=forged' }]) {
      const socket = new WebSocket(wsUrl, { headers });
      socket.on('error', () => undefined);
      const status = await new Promise<number | undefined>((resolve, reject) => {
        socket.once('unexpected-response', (req: ClientRequest, res: IncomingMessage) => {
          resolve(res.statusCode);
          req.destroy();
        });
        socket.once('open', () => reject(new Error('opened without a session')));
      });
      expect(status).toBe(401);
    }
  });

  it('answers a plain GET with 426', async () => {
    const res = await app.inject({ url: '/api/ws', headers: { cookie: await loginCookie(app) } });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({
      statusCode: 426,
      error: 'Upgrade Required',
      message: 'Connect to /api/ws with a websocket.',
    });
  });

  it('subscribes to heartbeat and gets one at once', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    client.send({ type: 'subscribe', topics: ['heartbeat'] });
    expect(await client.next('subscribed')).toEqual({ topic: 'subscribed', data: ['heartbeat'] });
    const beat = await client.next('heartbeat');
    expect(HeartbeatDataSchema.parse(beat.data).serverTime).toMatch(/^\d{4}-/);
    client.socket.close();
  });

  it('pushes published data to subscribers only', async () => {
    const cookie = await loginCookie(app);
    const subscriber = await TestClient.connect(cookie);
    const bystander = await TestClient.connect(cookie);
    subscriber.send({ type: 'subscribe', topics: ['testTopic'] });
    await subscriber.next('subscribed');
    expect(app.topics.publish('testTopic', { n: 1 })).toBe(1);
    expect(await subscriber.next('testTopic')).toEqual({ topic: 'testTopic', data: { n: 1 } });

    subscriber.send({ type: 'unsubscribe', topics: ['testTopic'] });
    expect(await subscriber.next('subscribed')).toEqual({ topic: 'subscribed', data: [] });
    expect(app.topics.publish('testTopic', { n: 2 })).toBe(0);
    expect(bystander.messages).toEqual([]);
    subscriber.socket.close();
    bystander.socket.close();
  });

  it('answers bad messages and unknown topics with an error and keeps the socket open', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    client.send('not json');
    expect((await client.next('error')).data).toEqual({
      message: expect.stringMatching(/^Messages must be JSON/),
    });
    client.send({ type: 'shout' });
    expect((await client.next('error')).data).toEqual({ message: expect.stringMatching(/^Invalid message/) });
    client.send({ type: 'subscribe', topics: ['noSuchTopic', 'testTopic'] });
    expect(await client.next('error')).toEqual({
      topic: 'error',
      data: { message: 'Unknown topic: noSuchTopic.' },
    });
    expect(await client.next('subscribed')).toEqual({ topic: 'subscribed', data: ['testTopic'] });
    app.topics.publish('testTopic', 'still here');
    expect((await client.next('testTopic')).data).toBe('still here');
    client.socket.close();
  });

  it('closes the sockets of a session with 4401 on logout', async () => {
    const cookie = await loginCookie(app);
    const client = await TestClient.connect(cookie);
    const closed = client.closed();
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie }, payload: {} });
    expect((await closed).code).toBe(4401);
  });

  it('accepts an upgrade from its own origin or without one, and refuses another origin with 403', async () => {
    const cookie = await loginCookie(app);
    const same = await TestClient.connect(cookie, { origin });
    const none = await TestClient.connect(cookie);
    same.socket.close();
    none.socket.close();
    for (const foreign of ['http://evil.example', 'null', 'http://127.0.0.1:1']) {
      const socket = new WebSocket(wsUrl, { headers: { cookie }, origin: foreign });
      socket.on('error', () => undefined);
      const status = await new Promise<number | undefined>((resolve, reject) => {
        socket.once('unexpected-response', (req: ClientRequest, res: IncomingMessage) => {
          resolve(res.statusCode);
          req.destroy();
        });
        socket.once('open', () => reject(new Error(`opened from ${foreign}`)));
      });
      expect({ foreign, status }).toEqual({ foreign, status: 403 });
    }
  });

  it('refuses more topics than a message may name, and quotes unknown names only in part', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    const warn = vi.spyOn(app.log, 'warn');
    try {
      client.send({ type: 'subscribe', topics: Array.from({ length: 21 }, (_, i) => `t${i}`) });
      expect((await client.next('error')).data).toEqual({
        message: 'Invalid message: Topics must be at most 20 items.',
      });
      client.send({ type: 'subscribe', topics: ['x'.repeat(100), 'b', 'c', 'd', 'e'] });
      expect((await client.next('error')).data).toEqual({
        message: `Unknown topics: ${'x'.repeat(40)}…, b, c and 2 more.`,
      });
      // Bad frames are worth a look, not an alarm: warn.
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'demo', reason: expect.stringMatching(/^Invalid message/) }),
        'bad websocket message',
      );
    } finally {
      warn.mockRestore();
      client.socket.close();
    }
  });

  it('closes a client that sends more messages a second than allowed with 1008', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    const closed = client.closed();
    for (let i = 0; i < 30; i++) client.send({ type: 'unsubscribe', topics: ['testTopic'] });
    expect(await closed).toEqual({ code: 1008, reason: 'Too many messages: at most 10 a second.' });
  });

  it('stops sending to a client that does not read, closes it with 1013, and frees it', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    client.send({ type: 'subscribe', topics: ['bulk'] });
    await client.next('subscribed');
    client.socket.pause();
    const chunk = 'x'.repeat(64 * 1024);
    let delivered = 0;
    while (delivered < 5000 && app.topics.publish('bulk', chunk) === 1) delivered++;
    // The kernel takes a few megabytes; the server queues no more than its limit on top.
    expect(delivered).toBeLessThan(5000);
    expect(app.topics.publish('bulk', chunk)).toBe(0);

    const closed = client.closed();
    client.socket.resume();
    expect(await closed).toEqual({ code: 1013, reason: 'Too slow: messages were not read.' });
  });

  it('cuts a client that never reads after the grace period, so its queue is freed', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    client.send({ type: 'subscribe', topics: ['bulk'] });
    await client.next('subscribed');
    client.socket.pause();
    const open = app.topics.connectionCount;
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 5000 && app.topics.publish('bulk', chunk) === 1; i++);
    await vi.waitFor(() => expect(app.topics.connectionCount).toBe(open - 1), {
      timeout: 20_000,
      interval: 100,
    });
    client.socket.terminate();
  });

  it('refuses topics over the per-socket cap with an error naming the limit; the socket stays open', async () => {
    const client = await TestClient.connect(await loginCookie(app));
    client.send({ type: 'subscribe', topics: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] });
    expect(await client.next('error')).toEqual({
      topic: 'error',
      data: { message: 'Too many topics: a socket may follow at most 4. Not subscribed: c5, c6.' },
    });
    expect(await client.next('subscribed')).toEqual({ topic: 'subscribed', data: ['c1', 'c2', 'c3', 'c4'] });
    expect(app.topics.publish('c6', 'x')).toBe(0);
    // Letting go of one makes room for another.
    client.send({ type: 'unsubscribe', topics: ['c1'] });
    await client.next('subscribed');
    client.send({ type: 'subscribe', topics: ['c6'] });
    expect(await client.next('subscribed')).toEqual({ topic: 'subscribed', data: ['c2', 'c3', 'c4', 'c6'] });
    expect(app.topics.publish('c6', 'y')).toBe(1);
    expect(await client.next('c6')).toEqual({ topic: 'c6', data: 'y' });
    client.socket.close();
  });

  it('closes a socket over the per-user or per-address cap with 1008 and why; closing one frees a place', async () => {
    const demo = await loginCookie(app);
    const admin = await loginCookie(app, 'admin');
    const mine = [await TestClient.connect(demo), await TestClient.connect(await loginCookie(app))];
    mine.push(await TestClient.connect(demo));
    const oneTooMany = await TestClient.connect(demo);
    expect(await oneTooMany.closed()).toEqual({
      code: 1008,
      reason: 'Too many connections: at most 3 per user.',
    });

    const theirs = [await TestClient.connect(admin), await TestClient.connect(admin)];
    const sixth = await TestClient.connect(admin);
    expect(await sixth.closed()).toEqual({
      code: 1008,
      reason: 'Too many connections: at most 5 from one address.',
    });
    // The accepted sockets work on, and a closed one frees its place.
    const first = mine[0] as TestClient;
    first.socket.close();
    await first.closed();
    await vi.waitFor(() => expect(app.topics.connectionCount).toBe(4), { interval: 20 });
    const again = await TestClient.connect(demo);
    again.send({ type: 'subscribe', topics: ['heartbeat'] });
    expect(await again.next('subscribed')).toEqual({ topic: 'subscribed', data: ['heartbeat'] });
    for (const c of [...mine.slice(1), ...theirs, again]) c.socket.close();
  });

  it('tells a topic of each subscriber coming and going, however it leaves, and lets it refuse one', async () => {
    const joined: string[] = [];
    let left = 0;
    app.topics.registerTopic('tracked', {
      join: (user) => {
        joined.push(user.identity.username);
        return undefined;
      },
      leave: () => void left++,
    });
    app.topics.registerTopic('picky', { join: () => 'Only on Tuesdays.' });
    const cookie = await loginCookie(app);

    // Unsubscribing; a second subscribe of the same socket is no second join.
    const a = await TestClient.connect(cookie);
    a.send({ type: 'subscribe', topics: ['tracked'] });
    a.send({ type: 'subscribe', topics: ['tracked', 'picky'] });
    expect((await a.next('error')).data).toEqual({ message: 'Only on Tuesdays. Not subscribed: picky.' });
    await a.next('subscribed');
    expect(await a.next('subscribed')).toEqual({ topic: 'subscribed', data: ['tracked'] });
    expect({ joined, left }).toEqual({ joined: ['demo'], left: 0 });
    a.send({ type: 'unsubscribe', topics: ['tracked'] });
    await a.next('subscribed');
    expect(left).toBe(1);

    // Closing the socket.
    a.send({ type: 'subscribe', topics: ['tracked'] });
    await a.next('subscribed');
    a.socket.close();
    await vi.waitFor(() => expect(left).toBe(2), { interval: 20 });

    // Being closed by the server (too many messages).
    const b = await TestClient.connect(cookie);
    b.send({ type: 'subscribe', topics: ['tracked'] });
    await b.next('subscribed');
    for (let i = 0; i < 30; i++) b.send({ type: 'subscribe', topics: ['tracked'] });
    expect((await b.closed()).code).toBe(1008);
    expect({ joins: joined.length, left, subscriptions: app.topics.subscriptionCount }).toEqual({
      joins: 3,
      left: 3,
      subscriptions: 0,
    });
  });
});
