import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { readableErrorMap, describeZodError } from '../src/api/errors';
import { WS_TOPICS, WsClientMessageSchema, type WsServerMessage } from '../src/api/schemas';
import type { SessionUser } from './auth/sessions';
import { LocalBus, type ClusterBus } from './cluster/clusterBus';
import { CountByKey } from './countByKey';

/** What a topic does as clients come and go. */
export interface TopicOptions {
  /**
   * A client is subscribing: take it on (start what the topic needs) or return why not, which refuses the
   * subscription (the client gets the reason as an error). Every join that returns nothing is matched by one
   * `leave`, when that client unsubscribes or its socket closes.
   */
  join?: (user: SessionUser) => string | undefined;
  leave?: (user: SessionUser) => void;
  /**
   * Its pushes reach the subscribers of every instance of the cluster (through the cluster bus), not only this
   * one's: news made once for everyone, such as the leader's gitHubUpdate.
   */
  shared?: boolean;
  /** After a subscription is confirmed, e.g. to send the client the current state at once. */
  onSubscribe?: (ctx: { send: (data: unknown) => void; user: SessionUser }) => void | Promise<void>;
}

interface Topic {
  options: TopicOptions;
  subscribers: Set<Client>;
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
/** Close code for a client that breaks the rules: too many messages, or a socket over its user's or address's cap. */
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
  /** Topics one socket may follow at once; a subscription beyond is refused with an error. */
  maxTopicsPerSocket: number;
  /** Open sockets per user (all their sessions); one more is closed with 1008. */
  maxSocketsPerUser: number;
  /** Open sockets per peer address (whoever is logged in); one more is closed with 1008. */
  maxSocketsPerAddress: number;
}

/**
 * The app's socket follows a handful of topics (heartbeat, gitHubUpdate, one grouping per open Portfolio view) and
 * each browser tab opens one socket: 50 topics and 10 sockets leave room for many tabs, 20 per address for two
 * people behind one router.
 */
export const DEFAULT_WS_LIMITS: WsLimits = {
  maxBufferedBytes: 1024 * 1024,
  maxMessagesPerSecond: 20,
  closeGraceMs: 5000,
  maxTopicsPerSocket: 50,
  maxSocketsPerUser: 10,
  maxSocketsPerAddress: 20,
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
 * No client can make it hold unbounded memory or work: a user or address past its socket cap has the new socket
 * closed with 1008, a socket follows at most `maxTopicsPerSocket` topics (more are refused with an error), a
 * socket whose unsent data passes `maxBufferedBytes` is closed with 1013 (and cut after `closeGraceMs` if it does
 * not take the close frame), a client sending more than `maxMessagesPerSecond` is closed with 1008, a message
 * names at most WS_MAX_TOPICS_PER_MESSAGE topics, and unknown topic names are quoted only in part. A topic learns
 * of each subscriber coming and going (`join`, `leave`), so it can free what nobody follows.
 */
export class TopicRegistry {
  private readonly topics = new Map<string, Topic>();
  /** Clients that get messages. */
  private readonly clients = new Set<Client>();
  /** Every socket not yet closed, including those being closed or refused. */
  private readonly sockets = new Set<WebSocket>();
  /** Accepted sockets not yet closed, by user id and by peer address. */
  private readonly socketsByUser = new CountByKey<number>();
  private readonly socketsByAddress = new CountByKey<string>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly limits: WsLimits = DEFAULT_WS_LIMITS,
    private readonly bus: ClusterBus = new LocalBus(),
  ) {
    bus.subscribe('ws_push', (message) => this.deliverFromPeer(message));
  }

  registerTopic(name: string, options: TopicOptions = {}): void {
    if (name === WS_TOPICS.subscribed || name === WS_TOPICS.error)
      throw new Error(`Topic name ${name} is reserved.`);
    if (this.topics.has(name)) throw new Error(`Topic ${name} is already registered.`);
    this.topics.set(name, { options, subscribers: new Set() });
  }

  hasTopic(name: string): boolean {
    return this.topics.has(name);
  }

  /**
   * Sends `{topic, data}` to every client subscribed to the topic, and for a shared topic to the other instances'
   * clients too; returns how many of this instance's clients got it.
   */
  publish(topic: string, data: unknown): number {
    const entry = this.topics.get(topic);
    if (!entry) throw new Error(`Cannot publish to unknown topic ${topic}.`);
    if (entry.subscribers.size === 0 && !entry.options.shared) return 0;
    const text = JSON.stringify({ topic, data } satisfies WsServerMessage);
    if (entry.options.shared) this.bus.publish('ws_push', `${topic}\n${text}`);
    return this.deliver(entry, text);
  }

  /** A push of a shared topic made by another instance: `<topic>\n<message text>`. */
  private deliverFromPeer(message: string): void {
    const newline = message.indexOf('\n');
    const entry = this.topics.get(message.slice(0, newline));
    if (newline < 0 || !entry?.options.shared) return;
    this.deliver(entry, message.slice(newline + 1));
  }

  private deliver(entry: Topic, text: string): number {
    let count = 0;
    for (const client of entry.subscribers) {
      if (this.sendText(client, text)) count++;
    }
    return count;
  }

  /** Number of sockets not yet closed, for tests and diagnostics. */
  get connectionCount(): number {
    return this.sockets.size;
  }

  /** Subscriptions held over all sockets, for tests and diagnostics. */
  get subscriptionCount(): number {
    let n = 0;
    for (const topic of this.topics.values()) n += topic.subscribers.size;
    return n;
  }

  /**
   * Takes over an authenticated socket from `address`: reads its subscribe/unsubscribe messages until it closes.
   * A socket beyond its user's or address's cap is closed at once with 1008.
   */
  attach(socket: WebSocket, user: SessionUser, address: string): void {
    this.sockets.add(socket);
    socket.on('error', (err) => this.log.warn({ err }, 'websocket error'));
    const refusal = this.connectionRefusal(user, address);
    if (refusal) {
      const killTimer = this.closeAndCut(socket, WS_CLOSE_POLICY, refusal);
      this.log.warn(
        { username: user.identity.username, address, code: WS_CLOSE_POLICY, reason: refusal },
        'websocket refused',
      );
      socket.on('close', () => {
        this.sockets.delete(socket);
        clearTimeout(killTimer);
      });
      return;
    }
    const client: Client = {
      socket,
      user,
      topics: new Set(),
      windowStartMs: Date.now(),
      messagesInWindow: 0,
      closing: false,
    };
    this.clients.add(client);
    this.socketsByUser.add(user.userId);
    this.socketsByAddress.add(address);
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
      this.leaveAll(client);
      this.sockets.delete(socket);
      this.socketsByUser.remove(user.userId);
      this.socketsByAddress.remove(address);
      if (client.killTimer) clearTimeout(client.killTimer);
    });
  }

  /** Closes the sockets of a session (on logout) with code 4401. */
  closeSession(sessionId: string): void {
    for (const client of this.clients) {
      if (client.user.sessionId === sessionId) this.drop(client, WS_CLOSE_UNAUTHORIZED, 'Logged out', false);
    }
  }

  /** Why a new socket of `user` from `address` is refused, or undefined to take it. */
  private connectionRefusal(user: SessionUser, address: string): string | undefined {
    const { maxSocketsPerUser, maxSocketsPerAddress } = this.limits;
    if (this.socketsByUser.get(user.userId) >= maxSocketsPerUser)
      return `Too many connections: at most ${maxSocketsPerUser} per user.`;
    if (this.socketsByAddress.get(address) >= maxSocketsPerAddress)
      return `Too many connections: at most ${maxSocketsPerAddress} from one address.`;
    return undefined;
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

  /** Sends a close frame, and cuts the socket if it has not closed after the grace period. */
  private closeAndCut(socket: WebSocket, code: number, reason: string): ReturnType<typeof setTimeout> {
    socket.close(code, reason);
    const killTimer = setTimeout(() => socket.terminate(), this.limits.closeGraceMs);
    killTimer.unref();
    return killTimer;
  }

  /**
   * Stops serving a client: nothing more is sent to it, its topics let go of it, and the socket gets a close frame
   * and then is cut.
   */
  private drop(client: Client, code: number, reason: string, warn = true): void {
    if (client.closing) return;
    client.closing = true;
    this.clients.delete(client);
    this.leaveAll(client);
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
    client.killTimer = this.closeAndCut(client.socket, code, reason);
  }

  /** Unsubscribes the client from every topic (it leaves or is dropped). */
  private leaveAll(client: Client): void {
    for (const name of client.topics) this.leave(client, name);
    client.topics.clear();
  }

  private leave(client: Client, name: string): void {
    const topic = this.topics.get(name);
    if (!topic?.subscribers.delete(client)) return;
    try {
      topic.options.leave?.(client.user);
    } catch (e) {
      this.log.error({ err: e, topic: name }, 'websocket topic leave failed');
    }
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
    const added = msg.type === 'subscribe' ? this.subscribe(client, known) : [];
    if (msg.type === 'unsubscribe') {
      for (const topic of known) {
        if (client.topics.delete(topic)) this.leave(client, topic);
      }
    }
    this.send(client, WS_TOPICS.subscribed, [...client.topics]);
    for (const topic of added) {
      const onSubscribe = this.topics.get(topic)?.options.onSubscribe;
      if (onSubscribe) {
        await onSubscribe({ send: (data) => this.send(client, topic, data), user: client.user });
      }
    }
  }

  /**
   * Subscribes the client to the topics it does not follow yet, in order, while under the per-socket cap and as
   * far as each topic takes it on; tells it what was refused and why (one error per reason). Returns the added.
   */
  private subscribe(client: Client, names: readonly string[]): string[] {
    const added: string[] = [];
    const refused = new Map<string, string[]>();
    const { maxTopicsPerSocket } = this.limits;
    for (const name of names) {
      const topic = this.topics.get(name);
      if (!topic || client.topics.has(name)) continue;
      const refusal =
        client.topics.size >= maxTopicsPerSocket
          ? `Too many topics: a socket may follow at most ${maxTopicsPerSocket}.`
          : topic.options.join?.(client.user);
      if (refusal) {
        refused.set(refusal, [...(refused.get(refusal) ?? []), name]);
        continue;
      }
      client.topics.add(name);
      topic.subscribers.add(client);
      added.push(name);
    }
    for (const [reason, topics] of refused) {
      this.log.warn(
        { username: client.user.identity.username, reason, refused: topics.length },
        'websocket subscription refused',
      );
      this.sendError(client, `${reason} Not subscribed: ${describeTopics(topics)}.`);
    }
    return added;
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
