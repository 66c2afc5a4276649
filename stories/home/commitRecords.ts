import { RELEASE_AUTHOR_EMAIL, type AllCommits } from '../../src/api/home';
import type { FieldSpec } from '@toolbox/kit/data';
import { localDateOf } from '@toolbox/kit/format';

/** A row of the Commits grid (SPEC §3 Commit record): a commit with what the grid derives from it. */
export interface CommitRecord {
  /** The commit's page: unique across repositories, so it is the record's id. */
  id: string;
  repo: string;
  abbreviatedOid: string;
  messageHeadline: string;
  /** The author's name, or the email when GitHub has no name. */
  authorName: string | null;
  authorEmail: string | null;
  committedDate: Date;
  /** The local calendar day of the commit, 'yyyy-MM-dd'. */
  committedDay: string;
  changedFiles: number | null;
  additions: number;
  deletions: number;
  /** Tagged by the release automation account: its headline starts with 'v' (e.g. 'v4.12.0'). */
  isRelease: boolean;
  url: string;
}

/** The fields of a commit record with the labels the grid, its chooser and its filter show. */
export const COMMIT_FIELDS: readonly FieldSpec[] = [
  { name: 'repo', type: 'string', displayName: 'Repo' },
  { name: 'abbreviatedOid', type: 'string', displayName: 'Hash' },
  { name: 'messageHeadline', type: 'string', displayName: 'Subject' },
  { name: 'authorName', type: 'string', displayName: 'Author' },
  { name: 'authorEmail', type: 'string', displayName: 'Author Email' },
  { name: 'committedDate', type: 'date', displayName: 'Commit Time' },
  { name: 'committedDay', type: 'localDate', displayName: 'Commit Day' },
  { name: 'changedFiles', type: 'int', displayName: 'Files Changed' },
  { name: 'additions', type: 'int', displayName: 'Lines Added' },
  { name: 'deletions', type: 'int', displayName: 'Lines Deleted' },
  { name: 'isRelease', type: 'bool', displayName: 'Release?' },
];

/** The grid's records of a commit history: every repository's commits, with the derived fields. */
export function commitRecords(history: AllCommits): CommitRecord[] {
  return Object.entries(history).flatMap(([repo, { commits }]) =>
    commits.map((c): CommitRecord => {
      const committedDate = new Date(c.committedDate);
      return {
        id: c.url,
        repo,
        abbreviatedOid: c.abbreviatedOid,
        messageHeadline: c.messageHeadline,
        authorName: c.author.name || c.author.email,
        authorEmail: c.author.email,
        committedDate,
        committedDay: localDateOf(committedDate),
        changedFiles: c.changedFiles,
        additions: c.additions,
        deletions: c.deletions,
        isRelease: c.author.email === RELEASE_AUTHOR_EMAIL && c.messageHeadline.startsWith('v'),
        url: c.url,
      };
    }),
  );
}
