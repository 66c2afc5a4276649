import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { API } from './routes';
import { requestString } from './schemas';

/** Home's widgets: the commit history (GET gitHub/allCommits), the roadmap and the feedback dialog. */

/** A commit's author as GitHub reports it: either part may be missing. */
export const CommitAuthorSchema = z.object({ name: z.string().nullable(), email: z.string().nullable() });
export type CommitAuthor = z.infer<typeof CommitAuthorSchema>;

/** A commit of a repository's default branch (SPEC §3 Commit history), as GitHub's GraphQL API gives it. */
export const CommitSchema = z.object({
  abbreviatedOid: z.string(),
  messageHeadline: z.string(),
  author: CommitAuthorSchema,
  committedDate: z.iso.datetime(),
  /** Null when GitHub cannot tell (very large commits). */
  changedFiles: z.number().int().nonnegative().nullable(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  /** The commit's page on GitHub. */
  url: z.url(),
});
export type Commit = z.infer<typeof CommitSchema>;

/**
 * The account that tags releases: its commits whose headline starts with 'v' (e.g. 'v4.12.0') are releases
 * (SPEC §3 Commit history, isRelease).
 */
export const RELEASE_AUTHOR_EMAIL = 'release-bot@toolbox.dev';

/** One repository's history: its commits, newest first, and the time of the newest (null when none). */
export const RepoCommitsSchema = z.object({
  lastCommitTimestamp: z.iso.datetime().nullable(),
  commits: z.array(CommitSchema),
});
export type RepoCommits = z.infer<typeof RepoCommitsSchema>;

/** GET gitHub/allCommits: the history of every configured repository, keyed by repository name. */
export const AllCommitsSchema = z.record(z.string(), RepoCommitsSchema);
export type AllCommits = z.infer<typeof AllCommitsSchema>;

/** Data of the 'gitHubUpdate' topic: pushed when new commits arrive; clients reload the history. */
export const GitHubUpdateDataSchema = z.object({
  /** Commits held now, over every repository. */
  commitCount: z.number().int().nonnegative(),
  lastCommitTimestamp: z.iso.datetime().nullable(),
});
export type GitHubUpdateData = z.infer<typeof GitHubUpdateDataSchema>;

/** Statuses the Roadmap widget draws an icon for; any other status shows a question mark (SPEC §4). */
export const ROADMAP_STATUSES = ['DEVELOPMENT', 'RELEASED', 'PLANNED', 'MERGED'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** A project of the roadmap (SPEC §3 Roadmap project). */
export const RoadmapProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The sortOrder of the project's phase. */
  sortedPhase: z.number().int(),
  phaseName: z.string(),
  category: z.string(),
  description: z.string(),
  releaseVersion: z.string().nullable(),
  status: z.string(),
  /** Links to pull requests and issues, one per line; null when there are none. */
  gitLinks: z.string().nullable(),
  /** Order of the project within its phase. */
  sortOrder: z.number().int(),
  lastUpdated: z.iso.datetime(),
  lastUpdatedBy: z.string(),
});
export type RoadmapProject = z.infer<typeof RoadmapProjectSchema>;

export const RoadmapPhaseSchema = z.object({
  name: z.string(),
  sortOrder: z.number().int(),
  projects: z.array(RoadmapProjectSchema),
});
export type RoadmapPhase = z.infer<typeof RoadmapPhaseSchema>;

/** GET roadmap/data: the phases, in sortOrder, each with its projects. */
export const RoadmapDataSchema = z.object({ data: z.array(RoadmapPhaseSchema) });
export type RoadmapData = z.infer<typeof RoadmapDataSchema>;

/** The longest feedback message the server takes. */
export const FEEDBACK_MAX_LENGTH = 2000;

/** POST feedback: what a user writes in the About widget's Send Feedback dialog. */
export const FeedbackSchema = z.object({
  message: requestString()
    .trim()
    .min(1, 'Please write your feedback before sending it.')
    .max(
      FEEDBACK_MAX_LENGTH,
      `Feedback must be at most ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    ),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** The server's receipt for stored feedback: its id in the feedback table. */
export const FeedbackReceiptSchema = z.object({ ok: z.literal(true), id: z.number().int().positive() });
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>;

/** Home's typed client. */
export const homeApi = {
  /** The commit history of every configured repository, keyed by repository name. */
  allCommits: (signal?: AbortSignal): Promise<AllCommits> =>
    fetchJson(API.allCommits, { schema: AllCommitsSchema, signal }),
  /** The roadmap's phases, each with its projects. */
  roadmap: (signal?: AbortSignal): Promise<RoadmapData> =>
    fetchJson(API.roadmap, { schema: RoadmapDataSchema, signal }),
  /** Sends feedback; the server stores it with the user and the time. */
  feedback: (body: Feedback): Promise<FeedbackReceipt> =>
    fetchJson(API.feedback, { method: 'POST', body, schema: FeedbackReceiptSchema }),
};
