import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../db/advisoryLock';

/** Whether this instance runs the singleton jobs, and a way to follow it. */
export interface Leadership {
  readonly isLeader: boolean;
  /**
   * Calls `onElected` when this instance becomes the leader (at once if it is) and `onDeposed` when it stops being
   * one (its lock connection lost, or closing). Returns a function that unsubscribes.
   */
  follow(onElected: () => void, onDeposed: () => void): () => void;
  stop(): Promise<void>;
}

/** The embedded database's one process leads itself. */
export class SoleLeader implements Leadership {
  readonly isLeader = true;
  private readonly followers = new Set<() => void>();

  follow(onElected: () => void, onDeposed: () => void): () => void {
    onElected();
    this.followers.add(onDeposed);
    return () => this.followers.delete(onDeposed);
  }

  async stop(): Promise<void> {
    for (const deposed of [...this.followers]) deposed();
    this.followers.clear();
  }
}

/** How often a follower asks for the leader's lock: a dead leader is replaced within about this long. */
export const LEADER_RETRY_MS = 2_000;

/**
 * The leader of instances sharing one Postgres: whoever holds the session-level advisory lock
 * ADVISORY_LOCKS.leader on a connection of its own (not the pool's, whose connections come and go). Postgres
 * frees the lock when that connection ends, also when the process is killed; the others ask every `retryMs`.
 * A leader whose connection fails stops leading at once and asks again like any other instance.
 */
export class LeaderElection implements Leadership {
  private leader = false;
  private client: pg.Client | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private attempt: Promise<void> | undefined;
  private readonly followers = new Set<{ elected: () => void; deposed: () => void }>();

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs = LEADER_RETRY_MS,
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  /** Asks for the lock now, and keeps asking until this instance leads or stops. */
  async start(): Promise<void> {
    await this.tryToLead();
  }

  follow(onElected: () => void, onDeposed: () => void): () => void {
    const follower = { elected: onElected, deposed: onDeposed };
    this.followers.add(follower);
    if (this.leader) onElected();
    return () => this.followers.delete(follower);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.attempt;
    this.setLeader(false);
    const client = this.client;
    this.client = undefined;
    // Ending the connection frees the lock for the next leader at once.
    await client?.end().catch(() => undefined);
  }

  private tryToLead(): Promise<void> {
    this.attempt ??= this.askForLock().finally(() => {
      this.attempt = undefined;
      if (!this.stopped && !this.leader) this.schedule();
    });
    return this.attempt;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tryToLead(), this.retryMs);
    this.timer.unref();
  }

  private async askForLock(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        ADVISORY_LOCKS.leader.toString(),
      ]);
      if (rows[0]?.locked && !this.stopped) {
        this.log.info('leading the cluster: this instance runs the singleton jobs');
        this.setLeader(true);
      }
    } catch (err) {
      this.log.warn({ err }, 'could not ask for the leader lock');
      this.dropClient();
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (err) => {
      this.log.warn({ err }, 'the leader lock connection failed');
      this.dropClient();
    });
    client.on('end', () => this.dropClient(client));
    await client.connect();
    this.client = client;
    return client;
  }

  /** The lock went with its connection: lead no more, and ask again on a new one. */
  private dropClient(client = this.client): void {
    if (client !== this.client) return;
    this.client = undefined;
    client?.end().catch(() => undefined);
    if (this.leader) {
      this.log.warn('lost the leader lock: the singleton jobs stop here');
      this.setLeader(false);
    }
    if (!this.stopped) this.schedule();
  }

  private setLeader(leader: boolean): void {
    if (leader === this.leader) return;
    this.leader = leader;
    for (const f of [...this.followers]) {
      try {
        if (leader) f.elected();
        else f.deposed();
      } catch (err) {
        this.log.error({ err }, 'a singleton job failed to follow the leadership');
      }
    }
  }
}
