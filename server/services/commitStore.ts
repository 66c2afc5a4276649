import { and, count, desc, eq, gte, max } from 'drizzle-orm';
import type { SampleCommit, SampleRepo } from '../../mocks/data/commits';
import type { AllCommits, Commit } from '../../src/api/home';
import type { Database } from '../db/index';
import { githubCommits, type GithubCommitRow } from '../db/schema';

/** Where commits come from: GitHub (with a token) or the bundled sample. */
export type CommitSource = GithubCommitRow['source'];

/** A commit as stored: its repository, owner and full hash beside what the API answers. */
export interface StoredCommit extends Commit {
  repo: string;
  owner: string;
  oid: string;
}

/** A sample commit with its owner and full hash (the last part of its URL). */
export function storedSample(commit: SampleCommit, repos: readonly SampleRepo[]): StoredCommit {
  const owner = repos.find((r) => r.name === commit.repo)?.owner ?? '';
  const oid = commit.url.slice(commit.url.lastIndexOf('/') + 1);
  return { ...commit, owner, oid };
}

function rowOf(source: CommitSource, c: StoredCommit): typeof githubCommits.$inferInsert {
  return {
    source,
    repo: c.repo,
    owner: c.owner,
    oid: c.oid,
    abbreviatedOid: c.abbreviatedOid,
    messageHeadline: c.messageHeadline,
    authorName: c.author.name,
    authorEmail: c.author.email,
    committedDate: new Date(c.committedDate),
    changedFiles: c.changedFiles,
    additions: c.additions,
    deletions: c.deletions,
    url: c.url,
  };
}

/** Rows per insert statement: well under Postgres' limit of bind parameters. */
const BATCH = 500;

/** Stores commits not stored yet (by source, repository and hash); returns how many were new. */
export async function insertCommits(
  db: Database,
  source: CommitSource,
  commits: readonly StoredCommit[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < commits.length; i += BATCH) {
    const rows = await db
      .insert(githubCommits)
      .values(commits.slice(i, i + BATCH).map((c) => rowOf(source, c)))
      .onConflictDoNothing()
      .returning({ id: githubCommits.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Replaces the stored sample with a fresh one (its dates are relative to the time it was made). */
export async function replaceSample(db: Database, commits: readonly StoredCommit[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(githubCommits).where(eq(githubCommits.source, 'sample'));
    await insertCommits(tx as unknown as Database, 'sample', commits);
  });
}

/** Time of the newest stored commit of a repository, or null when none is stored. */
export async function newestCommitDate(
  db: Database,
  source: CommitSource,
  repo: SampleRepo,
): Promise<Date | null> {
  const [row] = await db
    .select({ newest: max(githubCommits.committedDate) })
    .from(githubCommits)
    .where(
      and(
        eq(githubCommits.source, source),
        eq(githubCommits.owner, repo.owner),
        eq(githubCommits.repo, repo.name),
      ),
    );
  return row?.newest ?? null;
}

/** How many commits of a source are stored, and the newest one's time. */
export async function commitStats(
  db: Database,
  source: CommitSource,
  since: Date,
): Promise<{ commitCount: number; lastCommitTimestamp: string | null }> {
  const [row] = await db
    .select({ n: count(), newest: max(githubCommits.committedDate) })
    .from(githubCommits)
    .where(and(eq(githubCommits.source, source), gte(githubCommits.committedDate, since)));
  return { commitCount: row?.n ?? 0, lastCommitTimestamp: row?.newest?.toISOString() ?? null };
}

/**
 * The history of the repositories, committed since `since`, keyed by repository name, newest first: every
 * repository has an entry, with no commits when none are stored.
 */
export async function readHistory(
  db: Database,
  source: CommitSource,
  repos: readonly SampleRepo[],
  since: Date,
): Promise<AllCommits> {
  const rows = await db
    .select()
    .from(githubCommits)
    .where(and(eq(githubCommits.source, source), gte(githubCommits.committedDate, since)))
    .orderBy(desc(githubCommits.committedDate), githubCommits.abbreviatedOid);
  const out: AllCommits = {};
  for (const repo of repos) out[repo.name] = { lastCommitTimestamp: null, commits: [] };
  for (const row of rows) {
    const entry = out[row.repo];
    // Commits of repositories no longer configured stay stored but are not shown.
    if (!entry || repos.every((r) => r.owner !== row.owner || r.name !== row.repo)) continue;
    const committedDate = row.committedDate.toISOString();
    entry.lastCommitTimestamp ??= committedDate;
    entry.commits.push({
      abbreviatedOid: row.abbreviatedOid,
      messageHeadline: row.messageHeadline,
      author: { name: row.authorName, email: row.authorEmail },
      committedDate,
      changedFiles: row.changedFiles,
      additions: row.additions,
      deletions: row.deletions,
      url: row.url,
    });
  }
  return out;
}
