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
}

/** Websocket close code when the session is gone (logout): the client should show the login page. */
export const WS_CLOSE_UNAUTHORIZED = 4401;

/**
 * The topics of the websocket at /api/ws and who listens to them. One per app (decorated as `app.topics`): routes
 * and services call `registerTopic` at startup and `publish` whenever they have news.
 */
export class TopicRegistry {
  private readonly topics = new Map<string, TopicOptions>();
  private readonly clients = new Set<Client>();

  constructor(private readonly log: FastifyBaseLogger) {}

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
      if (client.topics.has(topic) && this.sendText(client.socket, text)) count++;
    }
    return count;
  }

  /** Number of open connections, for tests and diagnostics. */
  get connectionCount(): number {
    return this.clients.size;
  }

  /** Takes over an authenticated socket: reads its subscribe/unsubscribe messages until it closes. */
  attach(socket: WebSocket, user: SessionUser): void {
    const client: Client = { socket, user, topics: new Set() };
    this.clients.add(client);
    socket.on('message', (raw, isBinary) => {
      void this.onMessage(client, isBinary ? '' : raw.toString()).catch((e: unknown) => {
        this.log.error({ err: e }, 'websocket message failed');
      });
    });
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', (err) => this.log.warn({ err }, 'websocket error'));
  }

  /** Closes the sockets of a session (on logout) with code 4401. */
  closeSession(sessionId: string): void {
    for (const client of this.clients) {
      if (client.user.sessionId === sessionId) client.socket.close(WS_CLOSE_UNAUTHORIZED, 'Logged out');
    }
  }

  private async onMessage(client: Client, text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.sendError(client, 'Messages must be JSON: {"type":"subscribe","topics":["heartbeat"]}.');
      return;
    }
    const parsed = WsClientMessageSchema.safeParse(json, { error: readableErrorMap });
    if (!parsed.success) {
      this.sendError(client, `Invalid message: ${describeZodError(parsed.error)}`);
      return;
    }
    const msg = parsed.data;
    const unknown = msg.topics.filter((t) => !this.topics.has(t));
    if (unknown.length > 0) {
      this.sendError(client, `Unknown topic${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}.`);
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
    this.send(client.socket, WS_TOPICS.subscribed, [...client.topics]);
    for (const topic of added) {
      const onSubscribe = this.topics.get(topic)?.onSubscribe;
      if (onSubscribe) {
        await onSubscribe({ send: (data) => this.send(client.socket, topic, data), user: client.user });
      }
    }
  }

  private sendError(client: Client, message: string): void {
    this.send(client.socket, WS_TOPICS.error, { message });
  }

  private send(socket: WebSocket, topic: string, data: unknown): boolean {
    return this.sendText(socket, JSON.stringify({ topic, data } satisfies WsServerMessage));
  }

  private sendText(socket: WebSocket, text: string): boolean {
    if (socket.readyState !== socket.OPEN) return false;
    socket.send(text);
    return true;
  }
}
