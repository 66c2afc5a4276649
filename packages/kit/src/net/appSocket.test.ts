import { afterEach, describe, expect, it } from 'vitest';
import { getAppSocket, setAppSocket, subscribeTopic } from './appSocket';
import { WebSocketClient } from './WebSocketClient';

/** A stand-in socket the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
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
    this.closed = true;
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

const createSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;
const FALLBACK = { url: 'ws://test/api/ws', createSocket };

afterEach(() => {
  setAppSocket(null);
  FakeSocket.all = [];
});

describe('subscribeTopic', () => {
  it("uses the app's socket when one is installed, opening none of its own", () => {
    const app = new WebSocketClient({ url: 'ws://app/api/ws', createSocket });
    setAppSocket(app);
    expect(getAppSocket()).toBe(app);
    const got: unknown[] = [];
    const unsubscribe = subscribeTopic('news', (d) => got.push(d), FALLBACK);
    app.start();
    expect(FakeSocket.all.map((s) => s.url)).toEqual(['ws://app/api/ws']);
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topics: ['news'] }]);
    socket.push({ topic: 'news', data: 1 });
    unsubscribe();
    socket.push({ topic: 'news', data: 2 });
    expect(got).toEqual([1]);
    // The app's socket stays open: the app owns it.
    expect(socket.closed).toBe(false);
    app.stop();
  });

  it('without an app socket opens one for the first subscriber and closes it after the last', () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = subscribeTopic('news', (d) => a.push(d), FALLBACK);
    const offB = subscribeTopic('prices', (d) => b.push(d), FALLBACK);
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topics: ['news', 'prices'] }]);
    socket.push({ topic: 'news', data: 'n' });
    socket.push({ topic: 'prices', data: 'p' });
    expect([a, b]).toEqual([['n'], ['p']]);

    offA();
    offA();
    expect(socket.closed).toBe(false);
    offB();
    expect(socket.closed).toBe(true);

    // A later subscriber gets a new socket.
    const offC = subscribeTopic('news', () => undefined, FALLBACK);
    expect(FakeSocket.all).toHaveLength(2);
    offC();
    expect(FakeSocket.all[1]?.closed).toBe(true);
  });
});
