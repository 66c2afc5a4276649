import { RELEASE_AUTHOR_EMAIL, type AllCommits, type Commit, type CommitAuthor } from '../../src/api/home';
import { seededRandom, type SeededRandom } from './seededRandom';

/** A repository of the sample history: GitHub owner and name. */
export interface SampleRepo {
  owner: string;
  name: string;
}

/** The repositories the server follows by default (GITHUB_REPOS) and the sample history covers. */
export const SAMPLE_REPOS: readonly SampleRepo[] = [
  { owner: 'toolbox-showcase', name: 'toolbox' },
  { owner: 'toolbox-showcase', name: 'toolbox-server' },
  { owner: 'toolbox-showcase', name: 'toolbox-examples' },
];

/** A commit of the sample, with the repository (its name) it belongs to. */
export interface SampleCommit extends Commit {
  repo: string;
}

/** Days of history the sample goes back. */
export const SAMPLE_DAYS = 75;

const HOUR_MS = 3_600_000;

const AUTHORS: readonly CommitAuthor[] = [
  { name: 'Maya Okafor', email: 'maya.okafor@toolbox.dev' },
  { name: 'Lukas Brenner', email: 'lukas.brenner@toolbox.dev' },
  { name: 'Priya Raman', email: 'priya.raman@toolbox.dev' },
  { name: 'Tomás Ferreira', email: 'tomas.ferreira@toolbox.dev' },
  { name: 'Hannah Cole', email: 'hannah.cole@toolbox.dev' },
  { name: 'Jun Watanabe', email: 'jun.watanabe@toolbox.dev' },
  // GitHub gives no name when the author's git config has none: the grid shows the email instead.
  { name: null, email: 'ci-maintenance@toolbox.dev' },
];

const RELEASE_AUTHOR: CommitAuthor = { name: 'Toolbox Release Bot', email: RELEASE_AUTHOR_EMAIL };

/** What each repository's developers commit, in their words. */
const HEADLINES: Readonly<Record<string, readonly string[]>> = {
  toolbox: [
    'Grid: keep the selection when a reload re-sorts the rows',
    'Grid: group rows show their count beside the label',
    'Grid: column chooser remembers hidden columns per grid',
    'Grid: CSV export writes group labels in the first column',
    'Grid: absolute sort on P&L columns from the header menu',
    'DataView: cards keep their height when the filter empties the list',
    'DataView: keyboard focus ring only for keyboard users',
    'DashContainer: restore the active tab of every stack',
    'DashContainer: pixel sizes in the initial layout',
    'DashCanvas: compact layout no longer jumps on drop',
    'DockContainer: pop a view into a dialog and back',
    'FilterChooser: suggest values as the user types',
    'FilterChooser: chips on one field combine with OR',
    'FormModel: one zod schema validates fields and submit',
    'FormModel: reset clears the dirty state of sub-forms',
    'Select: async search shows Searching... while it waits',
    'DateInput: calendar opens above dialogs',
    'NumberInput: scale factor for percent inputs',
    'TreeMap: heat colours follow the theme',
    'TreeMap: squarified layout keeps small cells readable',
    'Line chart: shared tooltip across series',
    'OHLC chart: range selector defaults to six months',
    'Toolbar: overflow menu for buttons that do not fit',
    'Panel: collapsible sides remember their size',
    'Panel: error boundary shows a managed message',
    'Mask: spinner respects prefers-reduced-motion',
    'Toast: dismiss timers stop when the page hides',
    'Popups: prompt validates before it can be confirmed',
    'Store: filter, sort and group in one pass',
    'Store: transactions keep expand state by id',
    'Theme: dark mode contrast of muted text meets AA',
    'Icons: four weights for every icon',
    'RelativeTimestamp: short mode for narrow columns',
    'TabContainer: dynamic tabs keep their state when reordered',
    'LeftRightChooser: locked items cannot be moved',
    'FileChooser: refuse files by content, not by name',
    'Storybook: every play runs the axe checks too',
    'Docs: describe the persistence keys of each demo',
    'Refactor grid column state into its own module',
    'Speed up first render of grids with 10k rows',
    'Fix focus loss when a menu closes on Escape',
    'Fix flicker of group rows while filtering',
  ],
  'toolbox-server': [
    'Decide access on the matched route, deny by default',
    'Answer 400 with a readable message for bad JSON',
    'Echo the correlation id on every answer',
    'Websocket: heartbeat every ten seconds',
    'Websocket: close sockets of a session on logout',
    'GitHub: poll the GraphQL API with a token',
    'GitHub: keep the commit history in the database',
    'GitHub: push gitHubUpdate when new commits arrive',
    'Roadmap: seed phases and projects from bundled data',
    'Feedback: store messages with the user and time',
    'Sessions: expire after a week of inactivity',
    'Login: back off per account after failed attempts',
    'PGlite: apply committed migrations on start',
    'Postgres: pool connections to DATABASE_URL',
    'Static: serve Storybook under /storybook/',
    'Static: long cache for hashed assets',
    'Helmet: content security policy for the app and Storybook',
    'Rate limit client error reports',
    'Logs: label requests with their correlation id',
    'Config: refuse default passwords off loopback',
    'Environment: report uptime and library versions',
    'Trades: serialise the sample once',
    'Portfolio: group positions by any dimensions',
    'Tests: fake GraphQL upstream on loopback',
    'Tests: property-based fuzz of every JSON route',
    'Fix shutdown when a socket is still open',
    'Refactor topic registry out of the route',
  ],
  'toolbox-examples': [
    'Portfolio: tree map follows the grid selection',
    'Portfolio: detail panel shows orders of a position',
    'Portfolio: time-series chart of the selected symbol',
    'Contact: search employees by name, location or tag',
    'Contact: favourites saved on the server',
    'Contact: filter by department and location',
    'TODO: validated form in a dialog',
    'TODO: record actions to complete and delete',
    'TODO: preferences for showing completed tasks',
    'News: cache feeds on the server for ten minutes',
    'News: filter stories by source and text',
    'Recalls: master-detail grid of FDA recalls',
    'Recalls: filter by classification and status',
    'File Manager: upload with progress',
    'File Manager: visible to admins only',
    'Mobile: app shell for small screens',
    'Examples: full tab button opens the app alone',
    'Examples: source button links to the app code',
    'Fix layout of the contact cards in dark mode',
    'Fix recalls detail when a field is missing',
    'Speed up the portfolio tree with many positions',
    'Refactor example routes into one table',
  ],
};

const DEPENDENCIES = [
  'react',
  'ag-grid-community',
  'dockview-react',
  'valtio',
  'zod',
  'fastify',
  'drizzle-orm',
  'vite',
  '@visx/shape',
  'date-fns',
];

/** Release versions per repository, newest first, and the days ago they were tagged. */
const RELEASES: Readonly<Record<string, readonly { daysAgo: number; version: string }[]>> = {
  toolbox: [
    { daysAgo: 2, version: 'v4.12.0' },
    { daysAgo: 16, version: 'v4.11.1' },
    { daysAgo: 23, version: 'v4.11.0' },
    { daysAgo: 44, version: 'v4.10.0' },
    { daysAgo: 66, version: 'v4.9.0' },
  ],
  'toolbox-server': [
    { daysAgo: 3, version: 'v2.7.0' },
    { daysAgo: 31, version: 'v2.6.0' },
    { daysAgo: 58, version: 'v2.5.1' },
  ],
  'toolbox-examples': [
    { daysAgo: 9, version: 'v1.8.0' },
    { daysAgo: 38, version: 'v1.7.0' },
    { daysAgo: 69, version: 'v1.6.0' },
  ],
};

function hex(rng: SeededRandom, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(rng.next() * 16).toString(16);
  return out;
}

/** Lines changed: mostly small commits, now and then a large one. */
function lineCount(rng: SeededRandom, max: number): number {
  return Math.max(0, Math.round(rng.next() ** 3 * max));
}

function commitOf(rng: SeededRandom, repo: SampleRepo, date: Date, headline: string, author: CommitAuthor) {
  const oid = hex(rng, 40);
  const additions = lineCount(rng, 600) + 1;
  const commit: SampleCommit = {
    repo: repo.name,
    abbreviatedOid: oid.slice(0, 7),
    messageHeadline: headline,
    author,
    committedDate: date.toISOString(),
    // GitHub cannot count the files of some very large commits.
    changedFiles: rng.chance(0.02) ? null : rng.int(1, Math.min(40, 1 + Math.ceil(additions / 20))),
    additions,
    deletions: lineCount(rng, 400),
    url: `https://github.com/${repo.owner}/${repo.name}/commit/${oid}`,
  };
  return commit;
}

function headlineOf(rng: SeededRandom, repo: SampleRepo): string {
  if (rng.chance(0.08)) {
    const dep = rng.pick(DEPENDENCIES);
    const minor = rng.int(1, 30);
    return `Bump ${dep} from 1.${minor}.0 to 1.${minor + 1}.0`;
  }
  return rng.pick(HEADLINES[repo.name] ?? HEADLINES.toolbox ?? []);
}

/** Local midnight `days` days before the day of `now`. */
function dayStart(now: Date, days: number): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - days);
  return d;
}

/**
 * A time on the day `days` ago, in whole seconds as GitHub gives them: within working hours (08:00 to 20:00) for
 * past days; today between the start of work (or midnight, early in the day) and a minute before `now` (just
 * before now in the first minutes of the day), so today is never empty and holds nothing from the future.
 */
function timeOnDay(rng: SeededRandom, now: Date, days: number): Date {
  const start = dayStart(now, days).getTime();
  const work = start + 8 * HOUR_MS;
  if (days > 0) return wholeSeconds(work + rng.next() * 12 * HOUR_MS);
  const from = now.getTime() - work > HOUR_MS ? work : start;
  const span = now.getTime() - from;
  const latest = span > 120_000 ? span - 60_000 : span / 2;
  return wholeSeconds(from + rng.next() * latest);
}

function wholeSeconds(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

/**
 * The bundled sample history: a few hundred commits over the three sample repositories in the `SAMPLE_DAYS`
 * days up to `now`, newest first. Everything but the times is fixed (seeded), and times are relative to `now` in
 * the local time zone, so Today and Yesterday always hold commits, and a release is tagged in the last days.
 */
export function sampleCommits(now: Date = new Date(), seed = 20240611): SampleCommit[] {
  const rng = seededRandom(seed);
  const commits: SampleCommit[] = [];
  for (let days = 0; days < SAMPLE_DAYS; days++) {
    const weekday = dayStart(now, days).getDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const repo of SAMPLE_REPOS) {
      const busy = repo.name === 'toolbox' ? 3 : 1;
      let count = weekend ? rng.int(0, 1) : rng.int(0, busy + 1);
      // Today and yesterday always have work to show in the main repository.
      if (days <= 1 && repo.name === 'toolbox') count = Math.max(count, 2 + days);
      for (let i = 0; i < count; i++) {
        const author = rng.pick(AUTHORS);
        commits.push(commitOf(rng, repo, timeOnDay(rng, now, days), headlineOf(rng, repo), author));
      }
      const release = RELEASES[repo.name]?.find((r) => r.daysAgo === days);
      if (release) {
        const date = timeOnDay(rng, now, days);
        commits.push(commitOf(rng, repo, date, release.version, RELEASE_AUTHOR));
      }
    }
  }
  return commits.sort(byNewest);
}

/** Headlines of the commits the sample adds while the server runs, in turn. */
const LIVE_HEADLINES = [
  'Grid: smoother scrolling of grouped rows',
  'DashContainer: double-click a tab to rename it',
  'Roadmap: cards link to their pull requests',
  'Commits: highlight release rows',
  'About: show the client library versions',
  'Welcome: greet users by name with their picture',
  'Server: push gitHubUpdate to every open Home tab',
  'Theme: softer borders in dark mode',
];

/**
 * The `n`-th commit the sample adds after start (n = 0, 1, ...), committed at `at`: the repositories take turns,
 * and its content is fixed by `n`.
 */
export function sampleLiveCommit(n: number, at: Date, seed = 20240611): SampleCommit {
  const rng = seededRandom(seed + 7919 * (n + 1));
  const repo = SAMPLE_REPOS[n % SAMPLE_REPOS.length] ?? SAMPLE_REPOS[0];
  if (!repo) throw new Error('No sample repositories.');
  const headline = LIVE_HEADLINES[n % LIVE_HEADLINES.length] ?? 'Update';
  return commitOf(rng, repo, wholeSeconds(at.getTime()), headline, rng.pick(AUTHORS.slice(0, 6)));
}

/** Newest first; the same time orders by hash, so the order is stable. */
export function byNewest(a: Commit, b: Commit): number {
  return b.committedDate.localeCompare(a.committedDate) || a.abbreviatedOid.localeCompare(b.abbreviatedOid);
}

/** The answer of GET gitHub/allCommits for a list of commits: by repository, newest first. */
export function commitHistory(commits: readonly SampleCommit[], repos = SAMPLE_REPOS): AllCommits {
  const out: AllCommits = {};
  for (const repo of repos) out[repo.name] = { lastCommitTimestamp: null, commits: [] };
  for (const { repo, ...commit } of [...commits].sort(byNewest)) {
    const entry = (out[repo] ??= { lastCommitTimestamp: null, commits: [] });
    entry.commits.push(commit);
    entry.lastCommitTimestamp ??= commit.committedDate;
  }
  return out;
}
