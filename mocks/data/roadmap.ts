import type { RoadmapData, RoadmapProject } from '../../src/api/home';

/** A phase of the bundled roadmap: its name and order. */
export interface SeedRoadmapPhase {
  name: string;
  sortOrder: number;
}

/** A project of the bundled roadmap: its phase by name, and when it was last updated in days before today. */
export interface SeedRoadmapProject {
  phase: string;
  name: string;
  category: string;
  description: string;
  releaseVersion: string | null;
  status: string;
  gitLinks: readonly string[];
  sortOrder: number;
  updatedDaysAgo: number;
  lastUpdatedBy: string;
}

const PR = 'https://github.com/toolbox-showcase/toolbox/pull';
const ISSUE = 'https://github.com/toolbox-showcase/toolbox/issues';
const SERVER_PR = 'https://github.com/toolbox-showcase/toolbox-server/pull';

/** The roadmap's phases, oldest first: three shipped releases, the one in progress, the next and the rest. */
export const ROADMAP_PHASES: readonly SeedRoadmapPhase[] = [
  { name: 'v4.10 · Grids and Data', sortOrder: 10 },
  { name: 'v4.11 · Dashboards', sortOrder: 20 },
  { name: 'v4.12 · Live Home', sortOrder: 30 },
  { name: 'v4.13 · In Progress', sortOrder: 40 },
  { name: 'v5.0 · Next Major', sortOrder: 50 },
  { name: 'Later', sortOrder: 60 },
];

const [V410, V411, V412, V413, V50, LATER] = ROADMAP_PHASES.map((p) => p.name) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

/** The roadmap's projects. Statuses beyond the four with icons (e.g. ON HOLD) show a question mark. */
export const ROADMAP_PROJECTS: readonly SeedRoadmapProject[] = [
  {
    phase: V410,
    name: 'Store with grouping, filtering and sorting in one pass',
    category: 'Data',
    description:
      'The Store filters, sorts and groups its records in one pipeline that recomputes only the stages a ' +
      'change makes stale, so a 10,000-row grid regroups in milliseconds and keeps selection and expand state.',
    releaseVersion: 'v4.10.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/301`, `${PR}/307`],
    sortOrder: 1,
    updatedDaysAgo: 44,
    lastUpdatedBy: 'Priya Raman',
  },
  {
    phase: V410,
    name: 'FilterChooser',
    category: 'Grids',
    description:
      'Structured filtering by suggestion: type a few letters and pick "City = London" or "Company like ' +
      'acme" from values found in the data. Chips on one field combine with OR, on different fields with AND.',
    releaseVersion: 'v4.10.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/318`],
    sortOrder: 2,
    updatedDaysAgo: 46,
    lastUpdatedBy: 'Lukas Brenner',
  },
  {
    phase: V410,
    name: 'DataView cards',
    category: 'Grids',
    description:
      'Rich, virtualised cards on the grid engine: the same selection, keyboard navigation, grouping and ' +
      'empty text as any grid, at a fixed item height.',
    releaseVersion: 'v4.10.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/322`],
    sortOrder: 3,
    updatedDaysAgo: 45,
    lastUpdatedBy: 'Maya Okafor',
  },
  {
    phase: V410,
    name: 'Column state persistence',
    category: 'Grids',
    description:
      'Grids remember column order, widths, visibility, pinning, sort and grouping in local storage under a ' +
      'key of your choice, with Restore Defaults one call away.',
    releaseVersion: 'v4.10.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/329`],
    sortOrder: 4,
    updatedDaysAgo: 47,
    lastUpdatedBy: 'Jun Watanabe',
  },
  {
    phase: V411,
    name: 'DashContainer on dockview',
    category: 'Dashboards',
    description:
      'Dashboards of views in rows, columns and tab stacks: drag to split and regroup, resize, add from a ' +
      'menu, rename in place. Layout and each view’s own state are saved and restored.',
    releaseVersion: 'v4.11.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/341`, `${ISSUE}/336`],
    sortOrder: 1,
    updatedDaysAgo: 23,
    lastUpdatedBy: 'Hannah Cole',
  },
  {
    phase: V411,
    name: 'DashCanvas grid layout',
    category: 'Dashboards',
    description:
      'A free-form dashboard on a column grid with optional compacting, for tiles that should sit exactly ' +
      'where users put them.',
    releaseVersion: 'v4.11.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/345`],
    sortOrder: 2,
    updatedDaysAgo: 24,
    lastUpdatedBy: 'Hannah Cole',
  },
  {
    phase: V411,
    name: 'Per-view error boundaries',
    category: 'Dashboards',
    description:
      'A view that throws shows a managed error message inside its own frame while the rest of the ' +
      'dashboard keeps working.',
    releaseVersion: 'v4.11.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/349`],
    sortOrder: 3,
    updatedDaysAgo: 25,
    lastUpdatedBy: 'Tomás Ferreira',
  },
  {
    phase: V411,
    name: 'Tree maps with heat and grid selection',
    category: 'Charts',
    description:
      'Squarified, slice-and-dice and strip layouts coloured by heat, linked to a grid so a selection in one ' +
      'shows in the other.',
    releaseVersion: 'v4.11.1',
    status: 'RELEASED',
    gitLinks: [`${PR}/356`],
    sortOrder: 4,
    updatedDaysAgo: 16,
    lastUpdatedBy: 'Priya Raman',
  },
  {
    phase: V412,
    name: 'Live commit feed on the Home dashboard',
    category: 'Server',
    description:
      'The server polls GitHub for new commits, keeps the history in its database and pushes an update over ' +
      'the websocket; every open Home tab reloads its grid and says so.',
    releaseVersion: 'v4.12.0',
    status: 'RELEASED',
    gitLinks: [`${SERVER_PR}/88`, `${PR}/371`],
    sortOrder: 1,
    updatedDaysAgo: 2,
    lastUpdatedBy: 'Maya Okafor',
  },
  {
    phase: V412,
    name: 'Roadmap cards',
    category: 'Grids',
    description:
      'This very list: projects as cards grouped by phase, filtered as you type, with status and category ' +
      'icons and links to the work behind them.',
    releaseVersion: 'v4.12.0',
    status: 'RELEASED',
    gitLinks: [`${PR}/374`],
    sortOrder: 2,
    updatedDaysAgo: 3,
    lastUpdatedBy: 'Lukas Brenner',
  },
  {
    phase: V412,
    name: 'Feedback from inside the app',
    category: 'Server',
    description:
      'Send Feedback on the About widget stores a message with who sent it and when, validated on both ends.',
    releaseVersion: 'v4.12.0',
    status: 'RELEASED',
    gitLinks: [`${SERVER_PR}/91`],
    sortOrder: 3,
    updatedDaysAgo: 4,
    lastUpdatedBy: 'Jun Watanabe',
  },
  {
    phase: V413,
    name: 'Grid cell editing with async validation and bulk commit',
    category: 'Grids',
    description:
      'Edit a cell or a whole row, validate as you type or after a server round trip, and commit or revert ' +
      'every change at once. Rows with errors stay marked until they are fixed, and the store knows which ' +
      'records were added, modified or removed so a single call sends them on. Keyboard users never leave ' +
      'the grid: Enter edits, Tab moves to the next editable cell and Escape cancels, with nothing lost.',
    releaseVersion: 'v4.13.0',
    status: 'DEVELOPMENT',
    gitLinks: [`${PR}/383`, `${PR}/386`, `${ISSUE}/352`],
    sortOrder: 1,
    updatedDaysAgo: 0,
    lastUpdatedBy: 'Priya Raman',
  },
  {
    phase: V413,
    name: 'Dark theme contrast pass',
    category: 'Theming',
    description:
      'Every token of the dark theme checked against WCAG AA, muted text and disabled states included, with ' +
      'the axe checks of the story tests holding the line.',
    releaseVersion: 'v4.13.0',
    status: 'MERGED',
    gitLinks: [`${PR}/379`],
    sortOrder: 2,
    updatedDaysAgo: 1,
    lastUpdatedBy: 'Tomás Ferreira',
  },
  {
    phase: V413,
    name: 'Keyboard shortcuts for dashboards',
    category: 'Accessibility',
    description:
      'Move between views, open a view’s menu and add a view without the mouse; every dashboard action gets ' +
      'a shortcut and a place in the command palette.',
    releaseVersion: 'v4.13.0',
    status: 'DEVELOPMENT',
    gitLinks: [`${PR}/388`],
    sortOrder: 3,
    updatedDaysAgo: 2,
    lastUpdatedBy: 'Hannah Cole',
  },
  {
    phase: V413,
    name: 'Faster first paint for 50k-row grids',
    category: 'Performance',
    description:
      'Load rows in slices after the first screenful is drawn, so a large grid shows data in under 100 ms ' +
      'on a mid-range laptop.',
    releaseVersion: 'v4.13.0',
    status: 'MERGED',
    gitLinks: [`${PR}/381`],
    sortOrder: 4,
    updatedDaysAgo: 5,
    lastUpdatedBy: 'Jun Watanabe',
  },
  {
    phase: V50,
    name: 'Server-side row model for grids of millions of rows',
    category: 'Grids',
    description:
      'Sort, filter and group on the server and page rows in as the user scrolls, behind the same GridModel ' +
      'API the client-side grid has today.',
    releaseVersion: 'v5.0.0',
    status: 'PLANNED',
    gitLinks: [`${ISSUE}/395`],
    sortOrder: 1,
    updatedDaysAgo: 6,
    lastUpdatedBy: 'Lukas Brenner',
  },
  {
    phase: V50,
    name: 'Mobile components',
    category: 'Mobile',
    description:
      'Touch-first versions of the grid, inputs and navigation for the mobile app, sharing models with the ' +
      'desktop kit.',
    releaseVersion: 'v5.0.0',
    status: 'PLANNED',
    gitLinks: [`${ISSUE}/398`],
    sortOrder: 2,
    updatedDaysAgo: 8,
    lastUpdatedBy: 'Maya Okafor',
  },
  {
    phase: V50,
    name: 'Theme builder',
    category: 'Theming',
    description:
      'Pick a primary colour, density and radius and get a theme of design tokens, previewed live on every ' +
      'demo.',
    releaseVersion: 'v5.0.0',
    status: 'PLANNED',
    gitLinks: [],
    sortOrder: 3,
    updatedDaysAgo: 12,
    lastUpdatedBy: 'Tomás Ferreira',
  },
  {
    phase: V50,
    name: 'Role-based access in the kit',
    category: 'Security',
    description:
      'Declare which roles may see a tab, a view or an action once, and have menus, routes and the server ' +
      'agree.',
    releaseVersion: 'v5.0.0',
    status: 'DEVELOPMENT',
    gitLinks: [`${SERVER_PR}/97`],
    sortOrder: 4,
    updatedDaysAgo: 3,
    lastUpdatedBy: 'Jun Watanabe',
  },
  {
    phase: LATER,
    name: 'Pivot grids',
    category: 'Grids',
    description: 'Drag fields to rows, columns and values for a pivot table with totals, built on the Store.',
    releaseVersion: null,
    status: 'PLANNED',
    gitLinks: [],
    sortOrder: 1,
    updatedDaysAgo: 20,
    lastUpdatedBy: 'Priya Raman',
  },
  {
    phase: LATER,
    name: 'Offline-first example app',
    category: 'Examples',
    description:
      'A field-service app that keeps working without a network and syncs when it comes back, to show the ' +
      'Store’s transactions at work.',
    releaseVersion: null,
    status: 'ON HOLD',
    gitLinks: [],
    sortOrder: 2,
    updatedDaysAgo: 30,
    lastUpdatedBy: 'Hannah Cole',
  },
  {
    phase: LATER,
    name: 'Guides',
    category: 'Documentation',
    description: 'Step-by-step guides from a blank app to a dashboard with live data, beside the reference.',
    releaseVersion: null,
    status: 'PLANNED',
    gitLinks: [],
    sortOrder: 3,
    updatedDaysAgo: 14,
    lastUpdatedBy: 'Maya Okafor',
  },
  {
    phase: LATER,
    // Longer than a card shows (55 characters), in a category without an icon of its own: the card cuts the
    // name with a popover of the whole and falls back to the default category icon.
    name: 'Shared dashboards: publish a layout to your team and see who changed what',
    category: 'Collaboration',
    description:
      'Dashboards saved on the server as well as in the browser, so a team lead can publish a layout that ' +
      'everyone starts from, with a history of changes.',
    releaseVersion: null,
    status: 'PLANNED',
    gitLinks: [`${ISSUE}/402`],
    sortOrder: 4,
    updatedDaysAgo: 9,
    lastUpdatedBy: 'Jun Watanabe',
  },
];

/** Midnight UTC `days` days before `now`: a project's last update, to the day. */
export function roadmapUpdated(days: number, now: Date = new Date()): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - days * 86_400_000).toISOString();
}

/** The answer of GET roadmap/data from the bundled roadmap, as the server seeds and serves it. */
export function sampleRoadmap(now: Date = new Date()): RoadmapData {
  let id = 0;
  return {
    data: ROADMAP_PHASES.map((phase) => ({
      name: phase.name,
      sortOrder: phase.sortOrder,
      projects: ROADMAP_PROJECTS.filter((p) => p.phase === phase.name)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((p): RoadmapProject => ({
          id: ++id,
          name: p.name,
          sortedPhase: phase.sortOrder,
          phaseName: phase.name,
          category: p.category,
          description: p.description,
          releaseVersion: p.releaseVersion,
          status: p.status,
          gitLinks: p.gitLinks.length ? p.gitLinks.join('\n') : null,
          sortOrder: p.sortOrder,
          lastUpdated: roadmapUpdated(p.updatedDaysAgo, now),
          lastUpdatedBy: p.lastUpdatedBy,
        })),
    })),
  };
}
