import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import { WS_TOPICS } from '../../src/api/schemas';
import { type AllCommits, type GitHubUpdateData } from '../../src/api/home';
import { commitHistory, sampleCommits, sampleLiveCommit, type SampleCommit } from '../data/commits';
import { apiUrl } from './url';
import { publishMock } from './ws';

/** The mocked history: the bundled sample, dated from when it is first asked for, plus the pushed commits. */
const feed = { commits: null as SampleCommit[] | null, pushed: 0 };

function commits(): SampleCommit[] {
  return (feed.commits ??= sampleCommits(new Date()));
}

/** The mocked commit history, as GET gitHub/allCommits answers it. */
export function mockCommitHistory(): AllCommits {
  return commitHistory(commits());
}

/**
 * Adds the next sample commit, dated now, and pushes 'gitHubUpdate' on the mocked websocket, as the server does
 * on each sample interval. Returns the commit.
 */
export function pushMockCommit(): SampleCommit {
  const commit = sampleLiveCommit(feed.pushed++, new Date());
  const all = commits();
  all.unshift(commit);
  const data: GitHubUpdateData = {
    commitCount: all.length,
    lastCommitTimestamp: commit.committedDate,
  };
  publishMock(WS_TOPICS.gitHubUpdate, data);
  return commit;
}

/** GET /api/gitHub/allCommits: the bundled sample history (SPEC §7), as the server serves it offline. */
export const githubHandlers = [
  http.get(apiUrl(API.allCommits), () => HttpResponse.json<AllCommits>(mockCommitHistory())),
];
