import { z } from 'zod';
import type { SampleRepo } from '../../mocks/data/commits';

/** A commit as the GraphQL query below asks for it. */
const GraphqlCommitSchema = z.object({
  oid: z.string().regex(/^[0-9a-f]{40}$/),
  abbreviatedOid: z.string().min(1),
  messageHeadline: z.string(),
  committedDate: z.iso.datetime({ offset: true }),
  changedFilesIfAvailable: z.number().int().nonnegative().nullable(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  url: z.url(),
  author: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
export type GraphqlCommit = z.infer<typeof GraphqlCommitSchema>;

const HistoryPageSchema = z.object({
  data: z
    .object({
      repository: z
        .object({
          defaultBranchRef: z
            .object({
              target: z.object({
                history: z
                  .object({
                    nodes: z.array(GraphqlCommitSchema),
                    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
                  })
                  .optional(),
              }),
            })
            .nullable(),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** The default branch's history since a time, a page at a time (GitHub allows 100 per page). */
export const HISTORY_QUERY = `
query CommitHistory($owner: String!, $name: String!, $since: GitTimestamp, $after: String) {
  repository(owner: $owner, name: $name) {
    defaultBranchRef {
      target {
        ... on Commit {
          history(first: 100, since: $since, after: $after) {
            nodes {
              oid
              abbreviatedOid
              messageHeadline
              committedDate
              changedFilesIfAvailable
              additions
              deletions
              url
              author { name email }
            }
            pageInfo { hasNextPage endCursor }
          }
        }
      }
    }
  }
}`;

export interface GithubGraphqlOptions {
  apiUrl: string;
  token: string;
  /** Most pages read per repository and poll (a first poll of a busy repository stops there). */
  maxPages?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Aborts the requests (the server is closing). */
  signal?: AbortSignal;
}

/** A failed call to GitHub, with what went wrong in words (no token in it). */
export class GithubApiError extends Error {
  override name = 'GithubApiError';
}

/**
 * The commits of a repository's default branch committed at or after `since` (all of them without one), newest
 * first, through GitHub's GraphQL API; validated, so an unexpected answer is an error rather than bad rows.
 */
export async function fetchCommitsSince(
  repo: SampleRepo,
  since: Date | null,
  opts: GithubGraphqlOptions,
): Promise<GraphqlCommit[]> {
  const commits: GraphqlCommit[] = [];
  let after: string | null = null;
  for (let page = 0; page < (opts.maxPages ?? 10); page++) {
    const variables = { owner: repo.owner, name: repo.name, since: since?.toISOString() ?? null, after };
    const res = await fetch(opts.apiUrl, {
      method: 'POST',
      headers: {
        Authorization: `bearer ${opts.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': 'toolbox-server',
      },
      body: JSON.stringify({ query: HISTORY_QUERY, variables }),
      signal: AbortSignal.any([
        AbortSignal.timeout(opts.timeoutMs ?? 20_000),
        ...(opts.signal ? [opts.signal] : []),
      ]),
    });
    if (!res.ok) {
      throw new GithubApiError(`GitHub answered ${res.status} for ${repo.owner}/${repo.name}.`);
    }
    const parsed = HistoryPageSchema.safeParse(await res.json());
    if (!parsed.success) {
      throw new GithubApiError(`GitHub's answer for ${repo.owner}/${repo.name} has an unexpected shape.`);
    }
    const { data, errors } = parsed.data;
    if (errors?.length) {
      throw new GithubApiError(`GitHub: ${errors.map((e) => e.message).join(' ')}`);
    }
    const history = data?.repository?.defaultBranchRef?.target.history;
    if (!data?.repository) throw new GithubApiError(`GitHub has no repository ${repo.owner}/${repo.name}.`);
    if (!history) return commits;
    commits.push(...history.nodes);
    if (!history.pageInfo.hasNextPage || !history.pageInfo.endCursor) break;
    after = history.pageInfo.endCursor;
  }
  return commits;
}
