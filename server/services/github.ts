import type { FastifyBaseLogger } from 'fastify';
import {
  SAMPLE_DAYS,
  SAMPLE_REPOS,
  sampleCommits,
  sampleLiveCommit,
  type SampleRepo,
} from '../../mocks/data/commits';
import { WS_TOPICS } from '../../src/api/schemas';
import { type AllCommits, type GitHubUpdateData } from '../../src/api/home';
import type { ServerConfig } from '../config';
import type { Database } from '../db/index';
import type { TopicRegistry } from '../ws';
import {
  commitStats,
  insertCommits,
  newestCommitDate,
  readHistory,
  replaceSample,
  storedSample,
  type CommitSource,
  type StoredCommit,
} from './commitStore';
import { fetchCommitsSince, type GraphqlCommit } from './githubGraphql';

/** Days of history the Home tab shows (and a first poll of GitHub reads). */
export const HISTORY_DAYS = 90;

const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next local midnight (a calendar day on, so 23 or 25 hours on a DST change). */
export function msToNextDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
}

export type GitHubServiceConfig = Pick<
  ServerConfig,
  'githubToken' | 'githubRepos' | 'githubApiUrl' | 'githubPollIntervalS' | 'githubSampleIntervalS'
>;

function storedFromGithub(repo: SampleRepo, c: GraphqlCommit): StoredCommit {
  return {
    repo: repo.name,
    owner: repo.owner,
    oid: c.oid,
    abbreviatedOid: c.abbreviatedOid,
    messageHeadline: c.messageHeadline,
    author: { name: c.author?.name || null, email: c.author?.email || null },
    committedDate: new Date(c.committedDate).toISOString(),
    changedFiles: c.changedFilesIfAvailable,
    additions: c.additions,
    deletions: c.deletions,
    url: c.url,
  };
}

/**
 * The commit history of the Home tab, kept in the database. With a GitHub token it polls GitHub's GraphQL API for
 * the configured repositories; without one it serves the bundled sample (made afresh at start, so its dates are
 * relative to now) and adds a sample commit every interval and just after each midnight, so that Today holds a
 * commit on a server left running overnight (as it does at start). Either way, new commits are pushed to websocket
 * clients on 'gitHubUpdate'. Timers are unref'd and `stop()` clears them and waits for a running poll.
 */
export class GitHubService {
  readonly source: CommitSource;
  readonly repos: readonly SampleRepo[];
  private timer: ReturnType<typeof setInterval> | null = null;
  private dayTimer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<unknown> | null = null;
  private abort = new AbortController();
  private samplesAdded = 0;

  constructor(
    private readonly deps: { db: Database; topics: TopicRegistry; log: FastifyBaseLogger },
    private readonly config: GitHubServiceConfig,
  ) {
    this.source = config.githubToken ? 'github' : 'sample';
    this.repos = this.source === 'github' ? config.githubRepos : SAMPLE_REPOS;
  }

  /** Loads the sample (offline) or starts polling GitHub, and the timer of either. */
  async start(): Promise<void> {
    // Fresh for each start: a leader that lost the lead and leads again starts anew.
    this.abort = new AbortController();
    if (this.source === 'sample') {
      const now = new Date();
      await replaceSample(
        this.deps.db,
        sampleCommits(now).map((c) => storedSample(c, SAMPLE_REPOS)),
      );
      this.every(this.config.githubSampleIntervalS, () => this.addSampleCommit());
      this.atEachNewDay(() => this.addSampleCommit());
    } else {
      this.deps.log.info({ repos: this.repos.map((r) => `${r.owner}/${r.name}`) }, 'polling GitHub');
      this.every(this.config.githubPollIntervalS, () => this.poll());
      // The first poll runs now, without holding up the start.
      this.runExclusive(() => this.poll());
    }
  }

  /** Clears the timer and waits for a poll or sample in progress (its fetch is aborted). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.dayTimer) clearTimeout(this.dayTimer);
    this.timer = null;
    this.dayTimer = null;
    this.abort.abort();
    await this.running?.catch(() => undefined);
  }

  /** The history of the last HISTORY_DAYS days, keyed by repository name, newest first. */
  allCommits(): Promise<AllCommits> {
    return readHistory(this.deps.db, this.source, this.repos, this.historyStart());
  }

  /**
   * Asks GitHub for each repository's commits since its newest stored one (the last HISTORY_DAYS days at first)
   * and stores the new ones; pushes 'gitHubUpdate' when there were any. A repository that fails is logged and
   * tried again on the next poll. Returns how many commits were new.
   */
  async poll(): Promise<number> {
    const token = this.config.githubToken;
    if (!token) throw new Error('Polling GitHub needs a token.');
    let added = 0;
    for (const repo of this.repos) {
      if (this.abort.signal.aborted) break;
      try {
        const since = (await newestCommitDate(this.deps.db, 'github', repo)) ?? this.historyStart();
        const commits = await fetchCommitsSince(repo, since, {
          apiUrl: this.config.githubApiUrl,
          token,
          signal: this.abort.signal,
        });
        added += await insertCommits(
          this.deps.db,
          'github',
          commits.map((c) => storedFromGithub(repo, c)),
        );
      } catch (e) {
        if (this.abort.signal.aborted) break;
        this.deps.log.warn(
          { repo: `${repo.owner}/${repo.name}`, err: e instanceof Error ? e.message : String(e) },
          'GitHub poll failed',
        );
      }
    }
    if (added > 0) await this.publish();
    return added;
  }

  /** Adds the sample's next commit, dated now, and pushes 'gitHubUpdate'. */
  async addSampleCommit(): Promise<void> {
    const commit = sampleLiveCommit(this.samplesAdded++, new Date());
    await insertCommits(this.deps.db, 'sample', [storedSample(commit, SAMPLE_REPOS)]);
    await this.publish();
  }

  private async publish(): Promise<void> {
    const data: GitHubUpdateData = await commitStats(this.deps.db, this.source, this.historyStart());
    this.deps.topics.publish(WS_TOPICS.gitHubUpdate, data);
  }

  private historyStart(): Date {
    return new Date(Date.now() - Math.max(HISTORY_DAYS, SAMPLE_DAYS) * DAY_MS);
  }

  private every(seconds: number, task: () => Promise<unknown>): void {
    this.timer = setInterval(() => this.runExclusive(task), seconds * 1000);
    this.timer.unref();
  }

  private atEachNewDay(task: () => Promise<unknown>): void {
    this.dayTimer = setTimeout(
      () => {
        this.runExclusive(task);
        this.atEachNewDay(task);
      },
      // A second into the day: a timer runs on the monotonic clock, which may drift from the wall clock's day.
      msToNextDay(new Date()) + 1000,
    );
    this.dayTimer.unref();
  }

  /** Runs a task unless one is still running (a slow poll is not stacked up); failures are logged. */
  private runExclusive(task: () => Promise<unknown>): void {
    if (this.running || this.abort.signal.aborted) return;
    this.running = task()
      .catch((e: unknown) => this.deps.log.error({ err: e }, 'commit history update failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
