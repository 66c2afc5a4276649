import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_USER } from '../../mocks/data/users';
import { handlers } from '../../mocks/handlers';
import { mockFeedback } from '../../mocks/handlers/feedback';
import { pushMockCommit } from '../../mocks/handlers/github';
import { apiUrl } from '../../mocks/handlers/url';
import { mockSubscriberCount, wsHandlers } from '../../mocks/handlers/ws';
import { api, API } from '../../src/api';
import { apiError } from '../../src/api/errors';
import { WS_TOPICS, type Identity } from '../../src/api/schemas';
import { type AllCommits } from '../../src/api/home';
import { expectToast } from '../common/expectToast';
import { cellAt, gridRows } from '../common/gridPlayHelpers';
import { remountDemo, withRemount } from '../common/Remountable';
import { savedState } from '../common/savedState';
import { selectedText } from '../common/selectPlayHelpers';
import { withPopupHosts } from '../common/withPopupHosts';
import { FEEDBACK_THANKS, NOT_AVAILABLE } from './AboutWidgetModel';
import { GIT_LINKS_WINDOW } from './gitLinks';
import { HomePanel } from './HomePanel';
import { HOME_DASHBOARD_KEY } from './HomePanelModel';
import {
  findDashButton,
  DEFAULT_TABS,
  expectNoDialog,
  findDialog,
  findGrid,
  findMenuItem,
  findOption,
  findPopover,
  widgetToolbar,
  findWidget,
  groupLabels,
  homeDashboard,
  restoreDefaultLayout,
  subjects,
  tabNames,
} from './homePlay';
import { allGroupLabels } from '../common/gridPlayHelpers';
import { NEW_COMMIT_MESSAGE, ROADMAP_EMPTY_TEXT } from './homeTexts';

const description =
  'Your start page: four widgets you can drag, stack, resize and close. Your layout is kept for your next ' +
  "visit, and Restore Default Layout in any widget's menu brings back the original. New commits show up as " +
  'soon as they land, with a toast.';

/** The websocket mock beside the REST mocks: the commit grid subscribes to gitHubUpdate. */
const HOME_HANDLERS = [...handlers, ...wsHandlers];

const meta = {
  title: 'Home',
  component: HomePanel,
  decorators: [withPopupHosts, withRemount],
  parameters: {
    frame: 'fill',
    docs: { description: { component: description } },
    msw: { handlers: HOME_HANDLERS },
  },
} satisfies Meta<typeof HomePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const PROJECT_GRID = 'Roadmap projects';
const UPCOMING_PHASES = ['v4.13 · In Progress', 'v5.0 · Next Major', 'Later'];
const RELEASED_PHASES = ['v4.12 · Live Home', 'v4.11 · Dashboards', 'v4.10 · Grids and Data'];

/** The row of an About table by its heading. */
function aboutRow(table: HTMLElement, label: string): HTMLElement {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row ${label}`);
  return row;
}

/** Puts the default layout back, from a view's menu or, with every view closed, the empty dashboard's button. */
async function startFromDefaultLayout(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dashboard = await within(canvasElement).findByRole('group', { name: 'Home dashboard' });
  const first = await waitFor(() => {
    const tabs = tabNames(dashboard);
    const empty = dashboard.querySelector('.tb-dash-empty');
    expect(tabs.length > 0 || empty !== null).toBe(true);
    return tabs[0] ?? null;
  });
  if (first) {
    await restoreDefaultLayout(dashboard, first);
  } else {
    await userEvent.click(await findDashButton(dashboard, 'Restore Default Layout'));
    const dialog = await findDialog('Restore default layout?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(tabNames(dashboard)).toEqual(DEFAULT_TABS));
  }
  return dashboard;
}

/** The four widgets, the layout saved and restored, the commit groupings and the roadmap toggle. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    let dashboard = homeDashboard(canvasElement);

    await step('Restore Default Layout asks first, then shows the four widgets in their places', async () => {
      dashboard = await startFromDefaultLayout(canvasElement);
      await userEvent.click(await findDashButton(dashboard, 'Welcome menu'));
      await userEvent.click(await findMenuItem('Restore Default Layout'));
      const dialog = await findDialog('Restore default layout?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expectNoDialog();
      await expect(tabNames(dashboard)).toEqual(DEFAULT_TABS);
      // The widgets share the whole dashboard (at least its 420 px), in Storybook as in the app.
      const views = dashboard.querySelector('.dv-shell')?.getBoundingClientRect().height ?? 0;
      await expect(views).toBeGreaterThanOrEqual(400);
    });

    await step('Welcome greets the signed-in user by name and links into the tabs', async () => {
      const identity: Identity = await api.identity();
      const welcome = await findWidget(dashboard, 'welcome');
      await expect(
        await within(welcome).findByRole('heading', { name: `Welcome, ${identity.displayName}!` }),
      ).toBeVisible();
      const tour = within(welcome).getByRole('navigation', { name: 'Tour of the showcase' });
      for (const [name, tab] of [
        ['Grids', 'grids'],
        ['Layout', 'layout'],
        ['Charts', 'charts'],
        ['Examples', 'examples'],
      ]) {
        await expect(within(tour).getByRole('link', { name })).toHaveAttribute('href', `/app/${tab}`);
      }
      await expect(
        within(welcome).getByText(/^Toolbox is a React kit for internal business apps\./),
      ).toBeVisible();
      await expect(within(tour).getByText('Grouping, trees, editing and filters.')).toBeVisible();
    });

    await step('About lists the deployment and the libraries of server and client', async () => {
      const about = await findWidget(dashboard, 'about');
      const deployment = await within(about).findByRole('table', { name: 'Deployment' });
      const row = (label: string) => aboutRow(deployment, label);
      await waitFor(() => expect(row('App')).toHaveTextContent('AppToolbox (toolbox)'));
      await expect(row('Version')).toHaveTextContent(/^Version\S+ \(build \S+\)$/);
      await expect(row('Client time zone')).toHaveTextContent(
        `Client time zone${Intl.DateTimeFormat().resolvedOptions().timeZone}`,
      );
      await expect(row('Server uptime')).toHaveTextContent(/^Server uptime\d+ (day|hour|minute|second)s?/);
      const server = within(about).getByRole('table', { name: 'Server libraries' });
      await expect(within(server).getByRole('rowheader', { name: 'fastify' })).toBeVisible();
      const client = within(about).getByRole('table', { name: 'Client libraries' });
      const react = aboutRow(client, 'react');
      await expect(react).toHaveTextContent(/^react\d+\.\d+\.\d+$/);
      await expect(within(about).getByRole('button', { name: 'Send Feedback' })).toBeEnabled();
    });

    await step('Commits are grouped by day, newest first: Today, then Yesterday', async () => {
      const grid = await findGrid(dashboard, 'Commits');
      await waitFor(() => expect(groupLabels(grid).slice(0, 2)).toEqual(['Today', 'Yesterday']));
      // Days open (expand level 1): closing Today and Yesterday brings the earlier days into view.
      for (const day of ['Today', 'Yesterday']) {
        await userEvent.click(within(grid).getByRole('button', { name: `Collapse ${day}` }));
      }
      await waitFor(() =>
        expect(groupLabels(grid)[2]).toMatch(
          /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+$/,
        ),
      );
      for (const day of ['Today', 'Yesterday']) {
        await userEvent.click(within(grid).getByRole('button', { name: `Expand ${day}` }));
      }
      const commits = await findWidget(dashboard, 'commits');
      await expect(within(commits).getByText(/^[\d,]+ commits$/)).toBeVisible();
      await expect(within(commits).getByText('Filter commits...')).toBeVisible();
      const tools = widgetToolbar(commits, 'Commit tools');
      await expect(selectedText(within(tools).getByRole('combobox', { name: 'Group by' }))).toBe('By Day');
      await expect(within(tools).getByRole('button', { name: 'Choose columns' })).toBeEnabled();
      const headers = [...grid.querySelectorAll('.ag-header-cell-text')].map((h) => h.textContent);
      await expect(headers).toEqual(
        expect.arrayContaining(['Repo', 'Hash', 'Subject', 'Author', 'Commit Time', 'Delta']),
      );
      // Today's newest commit first: a subject, and a delta of lines added and deleted.
      await expect(subjects(grid)[0]).toMatch(/\S/);
      const firstRow = gridRows(grid).find((r) => !r.classList.contains('tb-grid-row--group'));
      const delta = firstRow?.querySelector('[col-id="delta"]')?.textContent ?? '';
      await expect(delta).toMatch(/^\+[\d,]+\s*−[\d,]+$/);
    });

    await step('Roadmap shows the upcoming phases, ascending', async () => {
      const roadmap = await findWidget(dashboard, 'roadmap');
      const projects = await findGrid(dashboard, PROJECT_GRID);
      await waitFor(async () => expect(await allGroupLabels(projects)).toEqual(UPCOMING_PHASES));
      const tools = widgetToolbar(roadmap, 'Roadmap tools');
      const toggle = within(tools).getByRole('radiogroup', { name: 'Projects shown' });
      await expect(within(toggle).getByRole('radio', { name: 'Upcoming' })).toBeChecked();
      await expect(within(tools).getByPlaceholderText('Filter projects...')).toBeVisible();
      // A card: its name, status, category, what it is and its links.
      const card = await within(projects).findByRole('article', {
        name: 'Grid cell editing with async validation and bulk commit',
      });
      await expect(within(card).getByText('In development')).toBeVisible();
      await expect(within(card).getByText('Grids')).toBeVisible();
      await expect(within(card).getByRole('link', { name: 'PR #383' })).toHaveAttribute(
        'target',
        GIT_LINKS_WINDOW,
      );
    });

    await step(`the layout is saved under ${HOME_DASHBOARD_KEY} and comes back after a reload`, async () => {
      const roadmapTab = within(dashboard).getByRole('tab', { name: 'Roadmap' });
      await userEvent.click(within(roadmapTab).getByTitle('Remove Roadmap (Delete)'));
      await waitFor(() => expect(tabNames(dashboard)).toEqual(['Welcome', 'Commits', 'About']));
      await waitFor(() => expect(JSON.stringify(savedState(HOME_DASHBOARD_KEY))).not.toContain('"roadmap"'));
      await remountDemo(canvasElement);
      dashboard = homeDashboard(canvasElement);
      await waitFor(() => expect(tabNames(dashboard)).toEqual(['Welcome', 'Commits', 'About']));
      await restoreDefaultLayout(dashboard, 'About');
      await expect(JSON.stringify(savedState(HOME_DASHBOARD_KEY))).toContain('"roadmap"');
    });
  },
};

/** Group by changes how commits are grouped; the roadmap toggle shows what is coming or what shipped. */
export const GroupingAndToggle: Story = {
  play: async ({ canvasElement, step }) => {
    const dashboard = homeDashboard(canvasElement);
    const grid = await findGrid(dashboard, 'Commits');
    await waitFor(() => expect(groupLabels(grid)[0]).toBe('Today'));

    await step('Group by changes the grouping: By Repo, Ungrouped, back to By Day', async () => {
      const commits = await findWidget(dashboard, 'commits');
      const tools = widgetToolbar(commits, 'Commit tools');
      const groupBy = within(tools).getByRole('combobox', { name: 'Group by' });
      await userEvent.click(groupBy);
      await userEvent.click(await findOption('By Repo'));
      // Repositories by name; the first is open (expand level 1), so the others may be below the fold.
      await waitFor(() => expect(groupLabels(grid)[0]).toBe('toolbox'));
      await expect(
        groupLabels(grid).every((l) => ['toolbox', 'toolbox-examples', 'toolbox-server'].includes(l)),
      ).toBe(true);
      await userEvent.click(groupBy);
      await userEvent.click(await findOption('Ungrouped'));
      await waitFor(() => expect(groupLabels(grid)).toEqual([]));
      await userEvent.click(groupBy);
      await userEvent.click(await findOption('By Day'));
      await waitFor(() => expect(groupLabels(grid).slice(0, 2)).toEqual(['Today', 'Yesterday']));
    });

    await step('Roadmap shows upcoming phases ascending, released ones descending', async () => {
      const roadmap = await findWidget(dashboard, 'roadmap');
      const projects = await findGrid(dashboard, PROJECT_GRID);
      const toggle = within(widgetToolbar(roadmap, 'Roadmap tools')).getByRole('radiogroup', {
        name: 'Projects shown',
      });
      await expect(within(toggle).getByRole('radio', { name: 'Upcoming' })).toBeChecked();
      await waitFor(async () => expect(await allGroupLabels(projects)).toEqual(UPCOMING_PHASES));
      await expect(within(projects).queryByText('Released')).toBeNull();
      await userEvent.click(within(toggle).getByRole('radio', { name: 'Released' }));
      await waitFor(async () => expect(await allGroupLabels(projects)).toEqual(RELEASED_PHASES));
      await userEvent.click(within(toggle).getByRole('radio', { name: 'Upcoming' }));
      await waitFor(async () => expect(await allGroupLabels(projects)).toEqual(UPCOMING_PHASES));
    });
  },
};

/** Send Feedback: the dialog checks the message, the server stores it, a toast says thank you. */
export const Feedback: Story = {
  play: async ({ canvasElement, step }) => {
    const dashboard = homeDashboard(canvasElement);
    const about = await findWidget(dashboard, 'about');
    const open = async () => {
      await userEvent.click(within(about).getByRole('button', { name: 'Send Feedback' }));
      return findDialog('Send Feedback');
    };

    await step('an empty or too long message cannot be sent', async () => {
      const dialog = await open();
      const send = within(dialog).getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      const input = within(dialog).getByRole('textbox', { name: 'Your feedback' });
      await userEvent.click(input);
      await userEvent.paste('x'.repeat(2001));
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Feedback must be at most 2,000 characters.',
      );
      await expect(within(dialog).getByText('2,001 / 2,000')).toBeVisible();
      await expect(send).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expectNoDialog();
    });

    await step('a message is sent, stored and thanked for', async () => {
      const dialog = await open();
      const input = within(dialog).getByRole('textbox', { name: 'Your feedback' });
      await userEvent.clear(input);
      await userEvent.type(input, 'The dashboards are lovely.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await expectToast(FEEDBACK_THANKS);
      await expectNoDialog();
      await expect(mockFeedback.at(-1)?.message).toBe('The dashboards are lovely.');
    });
  },
};

/** Release rows stand out; a double-click or Open on Github opens the commit in the git links window. */
export const CommitActions: Story = {
  play: async ({ canvasElement, step }) => {
    const dashboard = homeDashboard(canvasElement);
    const commits = await findWidget(dashboard, 'commits');
    const grid = await findGrid(dashboard, 'Commits');
    await waitFor(() => expect(groupLabels(grid)[0]).toBe('Today'));

    await step('the filter chooser narrows the grid to releases, which are highlighted', async () => {
      const tools = widgetToolbar(commits, 'Commit tools');
      const chooser = within(tools).getByRole('combobox', { name: 'Filter commits' });
      await userEvent.type(chooser, 'isRelease = true');
      await userEvent.click(await findOption('Release? = true'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => {
        const rows = gridRows(grid).filter((r) => !r.classList.contains('tb-grid-row--group'));
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) expect(r).toHaveClass('tb-home-commits__release');
        expect(subjects(grid).every((s) => /^v\d+\.\d+\.\d+$/.test(s))).toBe(true);
      });
    });

    await step('a double-click and Open on Github open the commit in the git links window', async () => {
      const open = spyOn(window, 'open').mockImplementation(() => null);
      try {
        const row = gridRows(grid).find((r) => !r.classList.contains('tb-grid-row--group'));
        const index = row?.getAttribute('row-index') ?? '';
        const subject = cellAt(grid, Number(index), 'messageHeadline');
        if (!subject) throw new Error('No commit row');
        await userEvent.dblClick(subject);
        await waitFor(() =>
          expect(open).toHaveBeenCalledWith(
            expect.stringMatching(/^https:\/\/github\.com\/.+\/commit\/[0-9a-f]{40}$/),
            GIT_LINKS_WINDOW,
          ),
        );
        const url = open.mock.calls[0]?.[0];
        const action = cellAt(grid, Number(index), 'actions');
        if (!action) throw new Error('No action cell');
        await userEvent.click(within(action).getByRole('button', { name: 'Open on Github' }));
        await waitFor(() => expect(open).toHaveBeenLastCalledWith(url, GIT_LINKS_WINDOW));
      } finally {
        open.mockRestore();
      }
    });
  },
};

/** The server pushes gitHubUpdate over the websocket: a toast, and the new commit on top under Today. */
export const PushedCommit: Story = {
  play: async ({ canvasElement, step }) => {
    const dashboard = homeDashboard(canvasElement);
    const commits = await findWidget(dashboard, 'commits');
    const grid = await findGrid(dashboard, 'Commits');
    const count = () => within(commits).getByText(/^[\d,]+ commits$/);
    await waitFor(() => expect(groupLabels(grid)[0]).toBe('Today'));
    const before = Number(count().textContent?.replace(/\D/g, ''));

    await step('a pushed commit is toasted and shows first under Today', async () => {
      // Pushed once the grid's subscription has reached the mocked socket, as the server pushes to subscribers.
      await waitFor(() => expect(mockSubscriberCount(WS_TOPICS.gitHubUpdate)).toBeGreaterThan(0));
      const pushed = pushMockCommit();
      await expectToast(NEW_COMMIT_MESSAGE);
      await waitFor(() => expect(subjects(grid)[0]).toBe(pushed.messageHeadline));
      await expect(groupLabels(grid)[0]).toBe('Today');
      await waitFor(() => expect(Number(count().textContent?.replace(/\D/g, ''))).toBeGreaterThan(before));
    });
  },
};

/** Cards cut long names and descriptions with a popover of the whole; links open in the git links window. */
export const RoadmapCards: Story = {
  play: async ({ canvasElement, step }) => {
    const dashboard = homeDashboard(canvasElement);
    const roadmap = await findWidget(dashboard, 'roadmap');
    const grid = await findGrid(dashboard, PROJECT_GRID);
    await waitFor(async () => expect(await allGroupLabels(grid)).toEqual(UPCOMING_PHASES));

    await step('the filter finds projects as you type, and says when none match', async () => {
      const filter = within(widgetToolbar(roadmap, 'Roadmap tools')).getByRole('searchbox', {
        name: 'Filter projects',
      });
      await userEvent.type(filter, 'shared dashboards');
      await waitFor(() => expect(groupLabels(grid)).toEqual(['Later']));
      await userEvent.clear(filter);
      await userEvent.type(filter, 'no such project');
      await expect(await within(roadmap).findByText(ROADMAP_EMPTY_TEXT)).toBeVisible();
      await userEvent.clear(filter);
      await userEvent.type(filter, 'shared dashboards');
      await waitFor(() => expect(groupLabels(grid)).toEqual(['Later']));
    });

    await step('a name past 55 characters is cut; its popover shows the whole', async () => {
      const card = await within(grid).findByRole('article', {
        name: 'Shared dashboards: publish a layout to your team and see who changed what',
      });
      const name = within(card).getByRole('button', { name: /^Shared dashboards: .*…$/ });
      await expect(name.textContent?.length).toBeLessThanOrEqual(55);
      await userEvent.click(name);
      await expect(await findPopover()).toHaveTextContent(
        'Shared dashboards: publish a layout to your team and see who changed what',
      );
      await userEvent.keyboard('{Escape}');
      await expectNoDialog();
      await expect(within(card).getByText('Planned')).toBeVisible();
      await expect(within(card).getByRole('link', { name: 'Issue #402' })).toHaveAttribute(
        'target',
        GIT_LINKS_WINDOW,
      );
    });

    await step('a description past 290 characters is cut too', async () => {
      const filter = within(widgetToolbar(roadmap, 'Roadmap tools')).getByRole('searchbox', {
        name: 'Filter projects',
      });
      await userEvent.clear(filter);
      await userEvent.type(filter, 'async validation');
      const card = await within(grid).findByRole('article', {
        name: 'Grid cell editing with async validation and bulk commit',
      });
      const more = within(card).getByRole('button', { name: /…$/ });
      await userEvent.click(more);
      const popover = await findPopover();
      await expect(popover).toHaveTextContent('Grid cell editing with async validation and bulk commit');
      await expect((popover.textContent ?? '').length).toBeGreaterThan(290);
      await userEvent.keyboard('{Escape}');
      await userEvent.clear(filter);
    });
  },
};

/** A user with a profile picture (admin) sees it beside the greeting. */
export const WithProfilePicture: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl(API.identity), () =>
          HttpResponse.json<Identity>({ ...ADMIN_USER, roles: [...ADMIN_USER.roles] }),
        ),
        ...HOME_HANDLERS,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const welcome = await findWidget(homeDashboard(canvasElement), 'welcome');
    await expect(await within(welcome).findByRole('heading', { name: 'Welcome, Admin User!' })).toBeVisible();
    const picture = within(welcome).getByRole('img', { name: 'Profile picture of Admin User' });
    await expect(picture).toHaveAttribute('src', ADMIN_USER.profilePicUrl);
  },
};

/** No commits: the grid says so and where to look. */
export const NoCommits: Story = {
  parameters: {
    msw: {
      handlers: [http.get(apiUrl(API.allCommits), () => HttpResponse.json<AllCommits>({})), ...HOME_HANDLERS],
    },
  },
  play: async ({ canvasElement }) => {
    const commits = await findWidget(homeDashboard(canvasElement), 'commits');
    await expect(await within(commits).findByText('No commits found')).toBeVisible();
    await expect(within(commits).getByText(/access token must be able to read/)).toBeVisible();
    await expect(within(commits).getByText('0 commits')).toBeVisible();
  },
};

/** The server fails: About shows 'Not available' for what it lacks; commit failures stay silent. */
export const ServerErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl(API.allCommits), () =>
          HttpResponse.json(apiError(500, 'GitHub is down.'), { status: 500 }),
        ),
        http.get(apiUrl(API.environment), () =>
          HttpResponse.json(apiError(500, 'The server could not answer.'), { status: 500 }),
        ),
        ...HOME_HANDLERS,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dashboard = homeDashboard(canvasElement);
    const about = await findWidget(dashboard, 'about');
    const deployment = await within(about).findByRole('table', { name: 'Deployment' });
    const row = (label: string) => aboutRow(deployment, label);
    await waitFor(() => expect(row('App')).toHaveTextContent(`App${NOT_AVAILABLE}`));
    await expect(row('Server uptime')).toHaveTextContent(`Server uptime${NOT_AVAILABLE}`);
    // The client's own zone and libraries need no server.
    await expect(row('Client time zone')).not.toHaveTextContent(NOT_AVAILABLE);
    const server = within(about).getByRole('table', { name: 'Server libraries' });
    await expect(within(server).getByRole('row')).toHaveTextContent(`Libraries${NOT_AVAILABLE}`);
    await expectToast('Could not load the deployment details: The server could not answer.');

    const commits = await findWidget(dashboard, 'commits');
    await expect(await within(commits).findByText('No commits found')).toBeVisible();
    await expect(document.body).not.toHaveTextContent(/GitHub is down|Could not load commits/);
  },
};
