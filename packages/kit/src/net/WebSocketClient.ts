import { proxy } from 'valtio';

export type TopicHandler = (data: unknown) => void;

export interface WebSocketClientOptions {
  /** Absolute ws:// URL, or a path resolved against the page's origin. */
  url: string;
  /**
   * The shortest and longest wait before reconnecting. Each wait is drawn at random between minDelayMs and three
   * times the last one, capped at maxDelayMs ("decorrelated jitter"): it grows with each failure, and clients
   * that lost the server at the same moment do not all come back at the same moment.
   */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A number in [0, 1): Math.random, or a fixed sequence in tests. */
  random?: () => number;
  /** Called after a connection opens that follows a lost one, e.g. to re-check the server's version. */
  onReconnect?: () => void;
  /** Injected in tests; defaults to the browser's WebSocket. */
  createSocket?: (url: string) => WebSocket;
}

interface ServerMessage {
  topic: string;
  data: unknown;
}

function isServerMessage(v: unknown): v is ServerMessage {
  return typeof v === 'object' && v !== null && 'topic' in v && typeof v.topic === 'string';
}

/**
 * Close codes by which the server says "not now": 1008, a policy (too many connections or messages), and 1013,
 * try again later. Reconnecting soon would only be refused again.
 */
const BACK_OFF_CODES: ReadonlySet<number> = new Set([1008, 1013]);

/**
 * A websocket that subscribes to topics by name and reconnects by itself, waiting longer after each failure with
 * a random spread (see `minDelayMs`), and the longest wait when the server closed it as over a limit.
 * Its `status` is a valtio proxy, so a view can show the connection state with useSnapshot.
 */
export class WebSocketClient {
  readonly status = proxy({ connected: false, reconnectAttempts: 0 });
  private socket: WebSocket | null = null;
  private readonly handlers = new Map<string, Set<TopicHandler>>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private everConnected = false;
  /** The last wait before reconnecting; the next is drawn from it. */
  private lastDelayMs = 0;
  private readonly opts: Required<Omit<WebSocketClientOptions, 'onReconnect'>> &
    Pick<WebSocketClientOptions, 'onReconnect'>;

  constructor(opts: WebSocketClientOptions) {
    this.opts = {
      minDelayMs: 1000,
      maxDelayMs: 30000,
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      ...opts,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close();
    this.socket = null;
    this.status.connected = false;
  }

  /** Subscribes to a topic; the returned function unsubscribes. */
  subscribe(topic: string, handler: TopicHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      this.send({ type: 'subscribe', topics: [topic] });
    }
    set.add(handler);
    return () => {
      const s = this.handlers.get(topic);
      if (!s) return;
      s.delete(handler);
      if (s.size === 0) {
        this.handlers.delete(topic);
        this.send({ type: 'unsubscribe', topics: [topic] });
      }
    };
  }

  private resolveUrl(): string {
    const { url } = this.opts;
    if (/^wss?:\/\//.test(url)) return url;
    const loc = window.location;
    return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${url}`;
  }

  private send(msg: unknown): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(msg));
  }

  private connect(): void {
    const socket = this.opts.createSocket(this.resolveUrl());
    this.socket = socket;
    socket.onopen = () => {
      const wasReconnect = this.everConnected;
      this.everConnected = true;
      this.status.connected = true;
      this.status.reconnectAttempts = 0;
      this.lastDelayMs = 0;
      const topics = [...this.handlers.keys()];
      if (topics.length) this.send({ type: 'subscribe', topics });
      if (wasReconnect) this.opts.onReconnect?.();
    };
    socket.onmessage = (ev: MessageEvent) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (!isServerMessage(msg)) return;
      this.handlers.get(msg.topic)?.forEach((h) => h(msg.data));
    };
    socket.onclose = (ev: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.status.connected = false;
      if (!this.stopped) this.scheduleReconnect(BACK_OFF_CODES.has(ev.code));
    };
    // An error is always followed by close, which schedules the retry.
    socket.onerror = () => undefined;
  }

  /** Waits before the next try: decorrelated jitter, or half the longest wait to all of it when told to back off. */
  private scheduleReconnect(backOff: boolean): void {
    this.status.reconnectAttempts++;
    const { minDelayMs, maxDelayMs, random } = this.opts;
    const delay = backOff
      ? maxDelayMs / 2 + (random() * maxDelayMs) / 2
      : Math.min(
          maxDelayMs,
          minDelayMs + random() * (Math.max(minDelayMs, this.lastDelayMs) * 3 - minDelayMs),
        );
    this.lastDelayMs = delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
