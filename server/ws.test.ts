// @vitest-environment node
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${portOf(app)}`;
  wsUrl = `ws://127.0.0.1:${portOf(app)}/api/ws`;
  app.topics.registerTopic('testTopic');
  app.topics.registerTopic('bulk');
});
afterAll(async () => {
  await close();
});

/** A websocket client that queues what the server sends, so a test can await the next matching message. */
class TestClient {
  readonly messages: WsServerMessage[] = [];
  private waiters: { match: (m: WsServerMessage) => boolean; resolve: (m: WsServerMessage) => void }[] = [];
  constructor(readonly socket: WebSocket) {
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
    return new Promise((resolve) =>
      this.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
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
});
