import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketClient } from './WebSocketClient';

/** A stand-in socket the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(JSON.parse(s));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
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

function client(onReconnect?: () => void) {
  return new WebSocketClient({
    url: 'ws://test/api/ws',
    minDelayMs: 100,
    maxDelayMs: 400,
    onReconnect,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
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

  it('reconnects with growing delays, re-subscribes and reports the reconnect', async () => {
    vi.useFakeTimers();
    const onReconnect = vi.fn();
    const c = client(onReconnect);
    c.subscribe('t', () => undefined);
    c.start();
    sock(0).open();
    sock(0).close();
    expect(c.status.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    sock(1).close(); // fails again: next wait is 200 ms
    await vi.advanceTimersByTimeAsync(199);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const s = sock(2);
    s.open();
    expect(c.status.connected).toBe(true);
    expect(s.sent).toEqual([{ type: 'subscribe', topics: ['t'] }]);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    c.stop();
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
