import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { readableErrorMap, describeZodError } from '../src/api/errors';
import { WS_TOPICS, WsClientMessageSchema, type WsServerMessage } from '../src/api/schemas';
import type { SessionUser } from './auth/sessions';

/** What a topic may do when a client subscribes, e.g. send it the current state at once. */
export interface TopicOptions {
  onSubscribe?: (ctx: { send: (data: unknown) => void; user: SessionUser }) => void | Promise<void>;
}

interface Client {
  socket: WebSocket;
  user: SessionUser;
  topics: Set<string>;
  /** Start of the current one-second window of the message rate limit, and messages received in it. */
  windowStartMs: number;
  messagesInWindow: number;
  /** Set once the server has decided to close the socket: nothing more is sent or read. */
  closing: boolean;
  killTimer?: ReturnType<typeof setTimeout>;
}

/** Websocket close code when the session is gone (logout): the client should show the login page. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** Close code for a client that breaks the rules (too many messages). */
export const WS_CLOSE_POLICY = 1008;
/** Close code for a client that does not read what it is sent ("try again later"). */
export const WS_CLOSE_TOO_SLOW = 1013;

/** What one connection may cost the server. */
export interface WsLimits {
  /** Unsent bytes queued for a socket before it is closed as too slow. */
  maxBufferedBytes: number;
  /** Messages per second a client may send. */
  maxMessagesPerSecond: number;
  /** How long a socket being closed gets to take its close frame before it is cut. */
  closeGraceMs: number;
}

export const DEFAULT_WS_LIMITS: WsLimits = {
  maxBufferedBytes: 1024 * 1024,
  maxMessagesPerSecond: 20,
  closeGraceMs: 5000,
};

/** Topic names quoted in an error: a few, each cut short, so a client cannot make the server echo a flood. */
const SHOWN_TOPICS = 3;
const SHOWN_TOPIC_LENGTH = 40;

function describeTopics(names: readonly string[]): string {
  const shown = names
    .slice(0, SHOWN_TOPICS)
    .map((n) => (n.length > SHOWN_TOPIC_LENGTH ? `${n.slice(0, SHOWN_TOPIC_LENGTH)}…` : n));
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * The topics of the websocket at /api/ws and who listens to them. One per app (decorated as `app.topics`): routes
 * and services call `registerTopic` at startup and `publish` whenever they have news.
 *
 * No client can make it hold unbounded memory: a socket whose unsent data passes `maxBufferedBytes` is closed
 * with 1013 (and cut after `closeGraceMs` if it does not take the close frame), a client sending more than
 * `maxMessagesPerSecond` is closed with 1008, a message names at most WS_MAX_TOPICS_PER_MESSAGE topics, and
 * unknown topic names are quoted only in part.
 */
export class TopicRegistry {
  private readonly topics = new Map<string, TopicOptions>();
  /** Clients that get messages. */
  private readonly clients = new Set<Client>();
  /** Every socket not yet closed, including those being closed. */
  private readonly sockets = new Set<WebSocket>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly limits: WsLimits = DEFAULT_WS_LIMITS,
  ) {}

  registerTopic(name: string, options: TopicOptions = {}): void {
    if (name === WS_TOPICS.subscribed || name === WS_TOPICS.error)
      throw new Error(`Topic name ${name} is reserved.`);
    if (this.topics.has(name)) throw new Error(`Topic ${name} is already registered.`);
    this.topics.set(name, options);
  }

  hasTopic(name: string): boolean {
    return this.topics.has(name);
  }

  /** Sends `{topic, data}` to every client subscribed to the topic; returns how many got it. */
  publish(topic: string, data: unknown): number {
    if (!this.topics.has(topic)) throw new Error(`Cannot publish to unknown topic ${topic}.`);
    const text = JSON.stringify({ topic, data } satisfies WsServerMessage);
    let count = 0;
    for (const client of this.clients) {
      if (client.topics.has(topic) && this.sendText(client, text)) count++;
    }
    return count;
  }

  /** Number of sockets not yet closed, for tests and diagnostics. */
  get connectionCount(): number {
    return this.sockets.size;
  }

  /** Takes over an authenticated socket: reads its subscribe/unsubscribe messages until it closes. */
  attach(socket: WebSocket, user: SessionUser): void {
    const client: Client = {
      socket,
      user,
      topics: new Set(),
      windowStartMs: Date.now(),
      messagesInWindow: 0,
      closing: false,
    };
    this.clients.add(client);
    this.sockets.add(socket);
    socket.on('message', (raw, isBinary) => {
      if (client.closing) return;
      if (!this.withinRate(client)) {
        this.drop(
          client,
          WS_CLOSE_POLICY,
          `Too many messages: at most ${this.limits.maxMessagesPerSecond} a second.`,
        );
        return;
      }
      void this.onMessage(client, isBinary ? null : raw.toString()).catch((e: unknown) => {
        this.log.error({ err: e }, 'websocket message failed');
      });
    });
    socket.on('close', () => {
      this.clients.delete(client);
      this.sockets.delete(socket);
      if (client.killTimer) clearTimeout(client.killTimer);
    });
    socket.on('error', (err) => this.log.warn({ err }, 'websocket error'));
  }

  /** Closes the sockets of a session (on logout) with code 4401. */
  closeSession(sessionId: string): void {
    for (const client of this.clients) {
      if (client.user.sessionId === sessionId) this.drop(client, WS_CLOSE_UNAUTHORIZED, 'Logged out', false);
    }
  }

  private withinRate(client: Client): boolean {
    const now = Date.now();
    if (now - client.windowStartMs >= 1000) {
      client.windowStartMs = now;
      client.messagesInWindow = 0;
    }
    client.messagesInWindow++;
    return client.messagesInWindow <= this.limits.maxMessagesPerSecond;
  }

  /** Stops serving a client: nothing more is sent to it, the socket gets a close frame and then is cut. */
  private drop(client: Client, code: number, reason: string, warn = true): void {
    if (client.closing) return;
    client.closing = true;
    this.clients.delete(client);
    if (warn) {
      this.log.warn(
        {
          username: client.user.identity.username,
          code,
          reason,
          bufferedBytes: client.socket.bufferedAmount,
        },
        'websocket closed by the server',
      );
    }
    client.socket.close(code, reason);
    client.killTimer = setTimeout(() => client.socket.terminate(), this.limits.closeGraceMs);
    client.killTimer.unref();
  }

  private badMessage(client: Client, reason: string, text: string | null): void {
    this.log.warn(
      { username: client.user.identity.username, reason, bytes: text?.length ?? 0 },
      'bad websocket message',
    );
    this.sendError(client, reason);
  }

  private async onMessage(client: Client, text: string | null): Promise<void> {
    let json: unknown;
    try {
      if (text === null) throw new Error('binary');
      json = JSON.parse(text);
    } catch {
      this.badMessage(client, 'Messages must be JSON: {"type":"subscribe","topics":["heartbeat"]}.', text);
      return;
    }
    const parsed = WsClientMessageSchema.safeParse(json, { error: readableErrorMap });
    if (!parsed.success) {
      this.badMessage(client, `Invalid message: ${describeZodError(parsed.error)}`, text);
      return;
    }
    const msg = parsed.data;
    const unknown = msg.topics.filter((t) => !this.topics.has(t));
    if (unknown.length > 0) {
      this.badMessage(
        client,
        `Unknown topic${unknown.length === 1 ? '' : 's'}: ${describeTopics(unknown)}.`,
        text,
      );
    }
    const known = msg.topics.filter((t) => this.topics.has(t));
    const added: string[] = [];
    for (const topic of known) {
      if (msg.type === 'subscribe') {
        if (!client.topics.has(topic)) added.push(topic);
        client.topics.add(topic);
      } else {
        client.topics.delete(topic);
      }
    }
    this.send(client, WS_TOPICS.subscribed, [...client.topics]);
    for (const topic of added) {
      const onSubscribe = this.topics.get(topic)?.onSubscribe;
      if (onSubscribe) {
        await onSubscribe({ send: (data) => this.send(client, topic, data), user: client.user });
      }
    }
  }

  private sendError(client: Client, message: string): void {
    this.send(client, WS_TOPICS.error, { message });
  }

  private send(client: Client, topic: string, data: unknown): boolean {
    return this.sendText(client, JSON.stringify({ topic, data } satisfies WsServerMessage));
  }

  /** Sends unless the client is being closed; a client whose unsent data passes the limit is closed (1013). */
  private sendText(client: Client, text: string): boolean {
    const { socket } = client;
    if (client.closing || socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.drop(client, WS_CLOSE_TOO_SLOW, 'Too slow: messages were not read.');
      return false;
    }
    socket.send(text);
    return true;
  }
}
