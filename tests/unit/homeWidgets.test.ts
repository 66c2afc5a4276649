// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commitHistory, sampleCommits } from '../../mocks/data/commits';
import { MOCK_ENVIRONMENT } from '../../mocks/data/environment';
import { sampleRoadmap } from '../../mocks/data/roadmap';
import { RELEASE_AUTHOR_EMAIL, type AllCommits } from '../../src/api/home';
import { deploymentRows, fmtUptime, NOT_AVAILABLE } from '../../stories/home/AboutWidgetModel';
import { commitRecords } from '../../stories/home/commitRecords';
import { gitLinkLabel } from '../../stories/home/RoadmapCard';
import {
  roadmapCategoryIcon,
  roadmapStatusLook,
  ROADMAP_CATEGORY_FALLBACK,
} from '../../stories/home/roadmapIcons';
import { projectsShown } from '../../stories/home/RoadmapWidgetModel';

const commit = (over: Partial<AllCommits[string]['commits'][number]>) => ({
  abbreviatedOid: 'abc1234',
  messageHeadline: 'Fix',
  author: { name: 'Maya Okafor', email: 'maya@toolbox.dev' },
  committedDate: '2026-11-24T23:30:00.000Z',
  changedFiles: 2,
  additions: 10,
  deletions: 3,
  url: 'https://github.com/o/r/commit/abc1234',
  ...over,
});

describe('commit records (SPEC §3 Commit record)', () => {
  it('derive the author name, the local commit day and release rows', () => {
    const history: AllCommits = {
      toolbox: {
        lastCommitTimestamp: '2026-11-24T23:30:00.000Z',
        commits: [
          commit({}),
          commit({
            messageHeadline: 'v4.12.0',
            author: { name: 'Release Bot', email: RELEASE_AUTHOR_EMAIL },
            url: 'https://github.com/o/r/commit/2',
          }),
          // The release account's other commits are not releases, nor are others' version-like headlines.
          commit({
            messageHeadline: 'Bump version',
            author: { name: 'Release Bot', email: RELEASE_AUTHOR_EMAIL },
            url: 'https://github.com/o/r/commit/3',
          }),
          commit({
            messageHeadline: 'v5 plans',
            author: { name: null, email: 'ci@toolbox.dev' },
            url: 'https://github.com/o/r/commit/4',
          }),
        ],
      },
    };
    const records = commitRecords(history);
    expect(records.map((r) => [r.repo, r.isRelease, r.authorName])).toEqual([
      ['toolbox', false, 'Maya Okafor'],
      ['toolbox', true, 'Release Bot'],
      ['toolbox', false, 'Release Bot'],
      ['toolbox', false, 'ci@toolbox.dev'],
    ]);
    const local = new Date('2026-11-24T23:30:00.000Z');
    const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(records[0]?.committedDay).toBe(day);
    expect(records[0]?.committedDate).toEqual(local);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  });

  it('give every sample commit a unique id, and find the sample releases', () => {
    const records = commitRecords(commitHistory(sampleCommits(new Date(2026, 10, 24, 12))));
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(records.filter((r) => r.isRelease).map((r) => r.messageHeadline)).toContain('v4.12.0');
  });
});

describe('roadmap (SPEC §4)', () => {
  const data = sampleRoadmap(new Date(2026, 10, 24));

  it('shows every project not RELEASED as upcoming, and only RELEASED ones as released', () => {
    const upcoming = projectsShown(data, 'upcoming');
    const released = projectsShown(data, 'released');
    expect(upcoming.length + released.length).toBe(data.data.flatMap((p) => p.projects).length);
    expect(upcoming.some((p) => p.status === 'RELEASED')).toBe(false);
    expect(upcoming.map((p) => p.status)).toContain('ON HOLD');
    expect(released.every((p) => p.status === 'RELEASED')).toBe(true);
  });

  it('draws each status with its icon, anything else with a question mark', () => {
    expect(
      ['DEVELOPMENT', 'RELEASED', 'PLANNED', 'MERGED', 'ON HOLD'].map((s) => roadmapStatusLook(s).tone),
    ).toEqual(['progress', 'done', 'planned', 'merged', 'unknown']);
    expect(roadmapCategoryIcon('Grids')).not.toBe(ROADMAP_CATEGORY_FALLBACK);
    expect(roadmapCategoryIcon('Collaboration')).toBe(ROADMAP_CATEGORY_FALLBACK);
    expect(roadmapCategoryIcon('constructor')).toBe(ROADMAP_CATEGORY_FALLBACK);
  });

  it('names git links by what they are', () => {
    expect(gitLinkLabel('https://github.com/o/r/pull/341')).toBe('PR #341');
    expect(gitLinkLabel('https://github.com/o/r/issues/336')).toBe('Issue #336');
    expect(gitLinkLabel('https://example.com/doc')).toBe('example.com/doc');
  });
});

describe('About (SPEC §2.3, §8)', () => {
  it('shows uptime in its two largest units', () => {
    expect(fmtUptime(42)).toBe('42 seconds');
    expect(fmtUptime(0)).toBe('0 seconds');
    expect(fmtUptime(3_900)).toBe('1 hour, 5 minutes');
    expect(fmtUptime(3 * 86_400 + 4 * 3_600 + 59)).toBe('3 days, 4 hours');
    expect(fmtUptime(null)).toBe(NOT_AVAILABLE);
  });

  it("fills the Deployment table, with 'Not available' for what is missing", () => {
    expect(deploymentRows(MOCK_ENVIRONMENT, 'Europe/Paris')).toEqual([
      { label: 'App', value: 'Toolbox (toolbox)' },
      { label: 'Version', value: '0.1.0 (build storybook)' },
      { label: 'Environment', value: 'Storybook' },
      { label: 'App time zone', value: 'America/New_York' },
      { label: 'Server time zone', value: 'America/New_York' },
      { label: 'Client time zone', value: 'Europe/Paris' },
      { label: 'Server uptime', value: '1 hour' },
    ]);
    const partial = { ...MOCK_ENVIRONMENT, build: '', environment: ' ', appCode: '' };
    expect(deploymentRows(partial, null).map((r) => r.value)).toEqual([
      'Toolbox',
      '0.1.0',
      NOT_AVAILABLE,
      'America/New_York',
      'America/New_York',
      NOT_AVAILABLE,
      '1 hour',
    ]);
    expect(deploymentRows(null, null).every((r) => r.value === NOT_AVAILABLE)).toBe(true);
  });
});
