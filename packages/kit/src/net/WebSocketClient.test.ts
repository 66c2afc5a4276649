import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketClient } from './WebSocketClient';

/** A stand-in socket the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(JSON.parse(s));
  }
  /** Closes as the server would, with a close code (1006: the connection was lost). */
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

function sock(i: number): FakeSocket {
  const s = FakeSocket.all[i];
  if (!s) throw new Error(`No socket #${i} was opened.`);
  return s;
}

/** A client whose random spread is `random` (0.5 by default: each wait is half-way through its range). */
function client(onReconnect?: () => void, random: () => number = () => 0.5) {
  return new WebSocketClient({
    url: 'ws://test/api/ws',
    minDelayMs: 100,
    maxDelayMs: 400,
    onReconnect,
    random,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
}

/** Advances fake time a millisecond at a time until the client opens socket #n; returns the wait. */
async function waitForSocket(n: number, limitMs = 10_000): Promise<number> {
  for (let waited = 0; waited <= limitMs; waited++) {
    if (FakeSocket.all.length > n) return waited;
    await vi.advanceTimersByTimeAsync(1);
  }
  throw new Error(`No socket #${n} after ${limitMs} ms.`);
}

describe('WebSocketClient', () => {
  afterEach(() => {
    FakeSocket.all = [];
    vi.useRealTimers();
  });

  it('subscribes on open and delivers pushes by topic', () => {
    const c = client();
    const got: unknown[] = [];
    c.subscribe('news', (d) => got.push(d));
    c.start();
    const s = sock(0);
    s.open();
    expect(c.status.connected).toBe(true);
    expect(s.sent).toEqual([{ type: 'subscribe', topics: ['news'] }]);
    s.push({ topic: 'news', data: 1 });
    s.push({ topic: 'other', data: 2 });
    expect(got).toEqual([1]);
    c.stop();
  });

  it('reconnects with growing delays up to the longest, re-subscribes and reports the reconnect', async () => {
    vi.useFakeTimers();
    const onReconnect = vi.fn();
    const c = client(onReconnect);
    c.subscribe('t', () => undefined);
    c.start();
    sock(0).open();
    sock(0).close();
    expect(c.status.connected).toBe(false);
    // Each wait is drawn between 100 ms and three times the last: half-way, 200, then 350, then the 400 cap.
    expect(await waitForSocket(1)).toBe(200);
    sock(1).close();
    expect(await waitForSocket(2)).toBe(350);
    sock(2).close();
    expect(await waitForSocket(3)).toBe(400);
    expect(c.status.reconnectAttempts).toBe(3);
    const s = sock(3);
    s.open();
    expect(c.status).toEqual({ connected: true, reconnectAttempts: 0 });
    expect(s.sent).toEqual([{ type: 'subscribe', topics: ['t'] }]);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // Connected again, the next loss starts from the shortest waits again.
    s.close();
    expect(await waitForSocket(4)).toBe(200);
    c.stop();
  });

  it('spreads the reconnects of clients that lost the server at the same moment', async () => {
    vi.useFakeTimers();
    const openedAt: number[][] = [];
    const clients = [0, 0.25, 0.5, 0.75, 0.95].map((r, i) => {
      openedAt[i] = [];
      return new WebSocketClient({
        url: 'ws://test/api/ws',
        minDelayMs: 100,
        maxDelayMs: 400,
        random: () => r,
        createSocket: (url) => {
          openedAt[i]?.push(Date.now());
          return new FakeSocket(url) as unknown as WebSocket;
        },
      });
    });
    clients.forEach((c) => c.start());
    FakeSocket.all.forEach((s) => s.open());
    // The server restarts: every socket is lost at once.
    const start = Date.now();
    [...FakeSocket.all].forEach((s) => s.close(1006));
    await vi.advanceTimersByTimeAsync(400);
    // From 100 ms to 300 ms, each at its own moment rather than all at once.
    expect(openedAt.map((times) => (times[1] ?? NaN) - start)).toEqual([100, 150, 200, 250, 290]);
    clients.forEach((c) => c.stop());
  });

  it('waits between half the longest wait and the longest after the server closed it over a limit', async () => {
    vi.useFakeTimers();
    for (const [code, random, wait] of [
      [1008, 0, 200],
      [1008, 0.5, 300],
      [1013, 0.9, 380],
    ] as const) {
      FakeSocket.all = [];
      const c = client(undefined, () => random);
      c.start();
      sock(0).open();
      sock(0).close(code);
      expect({ code, random, wait: await waitForSocket(1) }).toEqual({ code, random, wait });
      c.stop();
    }
  });

  it('stops for good when stopped', async () => {
    vi.useFakeTimers();
    const c = client();
    c.start();
    sock(0).open();
    c.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
