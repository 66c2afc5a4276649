// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RELEASE_AUTHOR_EMAIL } from '../../src/api/home';
import { commitHistory, SAMPLE_REPOS, sampleCommits, sampleLiveCommit } from './commits';

const localDay = (iso: string) => new Date(iso).toDateString();
const dayBefore = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - days);

describe('sample commit history', () => {
  it('is the same commits on every run; only their times follow the clock', () => {
    const now = new Date(2026, 10, 24, 15, 20);
    expect(sampleCommits(now)).toEqual(sampleCommits(new Date(now)));
    // Weekends are quieter, so runs a whole number of weeks apart hold the very same commits.
    const strip = (at: Date) => sampleCommits(at).map(({ committedDate: _t, ...c }) => c);
    expect(strip(new Date(2026, 0, 5, 14))).toEqual(strip(new Date(2026, 0, 5 + 7 * 30, 9, 30)));
  });

  it.each([
    ['mid-afternoon', new Date(2026, 10, 24, 15, 20)],
    ['half a minute after midnight', new Date(2026, 10, 24, 0, 0, 30)],
    ['early morning', new Date(2026, 10, 24, 6, 5)],
  ])('has commits today and yesterday, and none in the future (%s)', (_when, now) => {
    const commits = sampleCommits(now);
    const days = new Set(commits.map((c) => localDay(c.committedDate)));
    expect(days.has(now.toDateString())).toBe(true);
    expect(days.has(dayBefore(now, 1).toDateString())).toBe(true);
    expect(commits.every((c) => Date.parse(c.committedDate) <= now.getTime())).toBe(true);
  });

  it('holds a few hundred commits over three repositories, newest first, with recent releases', () => {
    const now = new Date(2026, 10, 24, 15);
    const history = commitHistory(sampleCommits(now));
    expect(Object.keys(history)).toEqual(SAMPLE_REPOS.map((r) => r.name));
    const all = Object.values(history).flatMap((r) => r.commits);
    expect(all.length).toBeGreaterThanOrEqual(250);
    for (const { commits, lastCommitTimestamp } of Object.values(history)) {
      const times = commits.map((c) => c.committedDate);
      expect(times).toEqual([...times].sort().reverse());
      expect(lastCommitTimestamp).toBe(times[0]);
    }
    const releases = all.filter((c) => c.author.email === RELEASE_AUTHOR_EMAIL);
    expect(releases.length).toBeGreaterThan(5);
    expect(releases.every((c) => /^v\d+\.\d+\.\d+$/.test(c.messageHeadline))).toBe(true);
    expect(releases.some((c) => Date.parse(c.committedDate) > dayBefore(now, 7).getTime())).toBe(true);
    // Some authors have no name (the grid falls back to the email).
    expect(all.some((c) => c.author.name === null)).toBe(true);
  });

  it('adds live commits that take turns over the repositories', () => {
    const at = new Date(2026, 10, 24, 15, 0, 0);
    const live = [0, 1, 2, 3].map((n) => sampleLiveCommit(n, at));
    expect(live.map((c) => c.repo)).toEqual(['toolbox', 'toolbox-server', 'toolbox-examples', 'toolbox']);
    expect(live.every((c) => c.committedDate === at.toISOString())).toBe(true);
    expect(sampleLiveCommit(1, at)).toEqual(live[1]);
  });
});
