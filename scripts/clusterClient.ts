// Driving a cluster of `npm run cluster` from outside, as a browser would: shared by its tests
// (tests/cluster/cluster.test.ts) and its bench (bench/cluster.bench.ts).
import WebSocket from 'ws';
import type { ClusterInstance } from './cluster';

/** Polls `read` until `done` holds or `timeoutMs` passes: the value last read. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An instance's own address, past HAProxy. */
export const direct = (instance: ClusterInstance) => `http://127.0.0.1:${instance.port}`;

export interface Health {
  ok: boolean;
  instance: string;
  leader: boolean;
}

/** What `GET /api/health` of `base` answers; null when it does not answer. */
export const health = async (base: string): Promise<Health | null> => {
  try {
    return (await (await fetch(`${base}/api/health`)).json()) as Health;
  } catch {
    return null;
  }
};

/** Logs in through `base` (the demo users' password is their name): the session cookie. */
export async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password: username }),
  });
  if (res.status !== 200) throw new Error(`login of ${username} through ${base} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A websocket client of the cluster through HAProxy that, like the app, reconnects and subscribes again when its
 * connection ends. It keeps the topics it receives (with when they came) and the instances it was connected to.
 */
export class ReconnectingClient {
  readonly messages: { topic: string; data: unknown; at: number }[] = [];
  readonly instances: string[] = [];
  connections = 0;
  private socket: WebSocket | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly subscribeTo: readonly string[],
  ) {
    this.connect();
  }

  /** Whether a message of `topic` came since the messages were last cleared. */
  received(topic: string): boolean {
    return this.messages.some((m) => m.topic === topic);
  }

  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private connect(): void {
    const socket = new WebSocket(`${this.url.replace(/^http/, 'ws')}/api/ws`, {
      headers: { cookie: this.cookie },
    });
    this.socket = socket;
    socket.on('upgrade', (res) => {
      const instance = res.headers['x-instance'];
      if (typeof instance === 'string') this.instances.push(instance);
    });
    socket.on('open', () => {
      this.connections += 1;
      socket.send(JSON.stringify({ type: 'subscribe', topics: this.subscribeTo }));
    });
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { topic?: unknown; data?: unknown };
      if (typeof message.topic === 'string')
        this.messages.push({ topic: message.topic, data: message.data, at: Date.now() });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!this.stopped) setTimeout(() => this.connect(), 100);
    });
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}
