import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What the instances tell each other; each kind is a Postgres NOTIFY channel. */
export const BUS_CHANNELS = ['ws_push', 'prices', 'session_gone'] as const;
export type BusChannel = (typeof BUS_CHANNELS)[number];

/**
 * Tells the other instances of the cluster something. On the embedded database there are none: `publish` does
 * nothing and the callers' in-process path is all there is.
 */
export interface ClusterBus {
  /** Sends `message` to every other instance's subscribers of `channel` (never back to this one's). */
  publish(channel: BusChannel, message: string): void;
  subscribe(channel: BusChannel, handler: (message: string) => void): void;
  close(): Promise<void>;
}

export class LocalBus implements ClusterBus {
  publish(): void {}
  subscribe(): void {}
  async close(): Promise<void> {}
}

/**
 * Postgres allows NOTIFY payloads shorter than 8000 bytes: a longer message goes into cluster_messages and its
 * notification carries the row's key instead.
 */
export const MAX_NOTIFY_BYTES = 7_900;

/** How long a stored long message is kept for the instances to read it. */
const STORED_MESSAGE_TTL = '1 minute';

const RECONNECT_MS = 1_000;

/** Messages waiting to be sent when the database is slow: past this, news is dropped rather than kept. */
const MAX_PENDING_SENDS = 1_000;

/**
 * The cluster's bus on Postgres LISTEN/NOTIFY: it listens on a connection of its own and notifies through the
 * pool. A notification is `<instance>\n<body>` or, for a long one, `<instance>\n@<row id>`; an instance skips its
 * own. Messages of a channel are handled in the order they were sent, long ones included. A lost listening
 * connection is opened again; what was sent meanwhile is missed (pushes are news, not state).
 */
export class PostgresBus implements ClusterBus {
  private listener: pg.Client | undefined;
  private readonly handlers = new Map<BusChannel, Array<(message: string) => void>>();
  /** Per channel, the message being read (long ones are read from the table): the next waits for it. */
  private readonly queues = new Map<BusChannel, Promise<void>>();
  private closed = false;
  /** The last message being sent, and how many wait for their turn. */
  private sending: Promise<void> = Promise.resolve();
  private pending = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
    private readonly instanceId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens the listening connection and listens on every channel. */
  async start(): Promise<void> {
    await this.listen();
  }

  subscribe(channel: BusChannel, handler: (message: string) => void): void {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  publish(channel: BusChannel, message: string): void {
    if (this.closed) return;
    if (this.pending >= MAX_PENDING_SENDS) {
      this.log.warn({ channel }, 'the cluster bus is behind: a message is dropped');
      return;
    }
    this.pending++;
    // One at a time, so that a long message (stored first) is not overtaken by a short one sent after it.
    this.sending = this.sending
      .then(() => this.send(channel, message))
      .catch((err: unknown) => {
        if (!this.closed) this.log.warn({ err, channel }, 'could not notify the other instances');
      })
      .finally(() => {
        this.pending--;
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await Promise.all([this.sending, ...this.queues.values()]);
  }

  private channelName(channel: BusChannel): string {
    return `toolbox_${channel}`;
  }

  private async send(channel: BusChannel, message: string): Promise<void> {
    let payload = `${this.instanceId}\n${message}`;
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      const { rows } = await this.pool.query<{ id: string }>(
        `WITH gone AS (DELETE FROM cluster_messages WHERE created_at < now() - interval '${STORED_MESSAGE_TTL}')
         INSERT INTO cluster_messages (body) VALUES ($1) RETURNING id::text AS id`,
        [message],
      );
      payload = `${this.instanceId}\n@${rows[0]?.id ?? ''}`;
    }
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channelName(channel), payload]);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (n) => this.onNotification(n.channel, n.payload ?? ''));
    client.on('error', (err) => {
      this.log.warn({ err }, 'the cluster bus connection failed');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    // Every channel from the start: a subscriber added later misses nothing sent after it subscribed.
    for (const channel of BUS_CHANNELS) await client.query(`LISTEN ${this.channelName(channel)}`);
    this.listener = client;
  }

  private reconnect(client: pg.Client): void {
    if (client !== this.listener || this.closed) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    const again = () => {
      if (this.closed) return;
      this.listen().catch((err: unknown) => {
        this.log.warn({ err }, 'could not listen again: retrying');
        this.reconnectTimer = setTimeout(again, RECONNECT_MS);
        this.reconnectTimer.unref();
      });
    };
    this.reconnectTimer = setTimeout(again, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  private onNotification(name: string, payload: string): void {
    const channel = BUS_CHANNELS.find((c) => this.channelName(c) === name);
    if (!channel) return;
    const newline = payload.indexOf('\n');
    if (newline < 0 || payload.slice(0, newline) === this.instanceId) return;
    const body = payload.slice(newline + 1);
    const previous = this.queues.get(channel) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const message = body.startsWith('@') ? await this.storedMessage(body.slice(1)) : body;
        if (message === undefined) return;
        for (const handler of this.handlers.get(channel) ?? []) handler(message);
      })
      .catch((err: unknown) => this.log.warn({ err, channel }, 'a cluster message failed'));
    this.queues.set(channel, next);
    void next.finally(() => {
      if (this.queues.get(channel) === next) this.queues.delete(channel);
    });
  }

  private async storedMessage(id: string): Promise<string | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const { rows } = await this.pool.query<{ body: string }>(
      'SELECT body FROM cluster_messages WHERE id = $1',
      [id],
    );
    return rows[0]?.body;
  }
}
