import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { WsServerMessageSchema, type WsServerMessage } from '../../src/api/schemas';
import type { ServerConfig } from '../config';
import { portOf, startTestApp } from '../testing';

/** Test instances of one cluster: apps on one Postgres, each listening on a port of its own. */
export async function startInstances(
  databaseUrl: string,
  count: number,
  overrides: Partial<ServerConfig> = {},
): Promise<{ apps: FastifyInstance[]; close: () => Promise<void> }> {
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const s = await startTestApp({ databaseUrl, clusterSize: count, loginRateLimit: 1000, ...overrides });
      await s.app.listen({ host: '127.0.0.1', port: 0 });
      return s;
    }),
  );
  return {
    apps: started.map((s) => s.app),
    close: async () => {
      await Promise.all(started.map((s) => s.close().catch(() => undefined)));
    },
  };
}

/** Polls `read` until `done` holds (or the time is up): the value last read. */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A websocket client of one instance that keeps what it receives. */
export class SocketClient {
  readonly messages: WsServerMessage[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      this.messages.push(WsServerMessageSchema.parse(JSON.parse(raw.toString())));
    });
  }

  static async connect(app: FastifyInstance, cookie: string): Promise<SocketClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${portOf(app)}/api/ws`, { headers: { cookie } });
    const client = new SocketClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Subscribes and waits for the confirmation. */
  async subscribe(...topics: string[]): Promise<void> {
    this.socket.send(JSON.stringify({ type: 'subscribe', topics }));
    await this.next('subscribed');
  }

  /** The first message of `topic` received (or waited for) and not yet taken. */
  async next(topic: string, timeoutMs = 10_000): Promise<WsServerMessage> {
    const found = await until(
      () => this.messages.findIndex((m) => m.topic === topic),
      (i) => i >= 0,
      timeoutMs,
    );
    if (found < 0) throw new Error(`No ${topic} message within ${timeoutMs} ms.`);
    return this.messages.splice(found, 1)[0] as WsServerMessage;
  }

  close(): void {
    this.socket.close();
  }
}
