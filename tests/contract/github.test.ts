import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { AllCommitsSchema, type AllCommits } from '../../src/api/home';
import { ApiErrorSchema } from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

/** A commit without its time: the sample's times are relative to when it was made, on each side. */
function timeless(history: AllCommits) {
  return Object.fromEntries(
    Object.entries(history).map(([repo, { commits }]) => [
      repo,
      commits.map(({ committedDate: _time, ...commit }) => commit),
    ]),
  );
}

describe('gitHub contract: MSW handlers and server agree', () => {
  it('GET gitHub/allCommits answers the same sample history, keyed by repository', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.allCommits, session: true },
      200,
      AllCommitsSchema,
    );
    expect(Object.keys(server)).toEqual(['toolbox', 'toolbox-server', 'toolbox-examples']);
    expect(Object.keys(mock)).toEqual(Object.keys(server));
    for (const [repo, history] of Object.entries(server)) {
      expect(history.commits.length, repo).toBeGreaterThan(50);
      expect(history.lastCommitTimestamp).toBe(history.commits[0]?.committedDate);
    }
    // Both were made from the same seed, moments apart: the same commits, in the same order.
    expect(timeless(mock)).toEqual(timeless(server));
  });

  it('the server needs a session', async () => {
    const res = await askServer({ url: API.allCommits });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
  });
});
