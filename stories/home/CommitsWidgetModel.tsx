import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { API, homeApi } from '../../src/api';
import { GitHubUpdateDataSchema } from '../../src/api/home';
import { WS_TOPICS } from '../../src/api/schemas';
import { LoadTask } from '@toolbox/kit/app';
import type { DashViewModel } from '@toolbox/kit/dash';
import type { GroupSortFn } from '@toolbox/kit/data';
import { fmtDayLabel } from '@toolbox/kit/format';
import { GridModel, recordActionItems } from '@toolbox/kit/grid';
import { subscribeTopic } from '@toolbox/kit/net';
import { toast } from '@toolbox/kit/popup';
import { autosizeColumnsItem } from '../common/autosizeColumnsItem';
import { commitColumns, OPEN_ON_GITHUB, openCommit } from './commitColumns';
import { COMMIT_FIELDS, commitRecords, type CommitRecord } from './commitRecords';
import { NEW_COMMIT_MESSAGE } from './homeTexts';

/** SPEC §4: pushed when the client's commit count grew. */

export type CommitGrouping = 'day' | 'repo' | 'none';

/** The Group-by choices of SPEC §2.3, in their order. */
export const COMMIT_GROUPINGS: readonly { value: CommitGrouping; label: string }[] = [
  { value: 'day', label: 'By Day' },
  { value: 'repo', label: 'By Repo' },
  { value: 'none', label: 'Ungrouped' },
];

const GROUP_FIELD: Readonly<Record<CommitGrouping, string | null>> = {
  day: 'committedDay',
  repo: 'repo',
  none: null,
};

/** What the view keeps: the grouping chosen. */
const CommitsViewState = z.object({ groupBy: z.enum(['day', 'repo', 'none']) });

/** Days newest first ('yyyy-MM-dd' sorts as text); repositories by name. */
const groupSort: GroupSortFn = (a, b) => {
  const x = String(a.value ?? '');
  const y = String(b.value ?? '');
  return a.field === 'committedDay' ? y.localeCompare(x) : x.localeCompare(y);
};

function groupLabel(field: string, value: unknown): string {
  if (field === 'committedDay') return fmtDayLabel(typeof value === 'string' ? value : null);
  return value == null || value === '' ? '[None]' : String(value);
}

/**
 * The Commits widget (SPEC §2.3, §4): every repository's recent commits in a grid grouped by day (or repository),
 * newest first. It reloads when the server pushes 'gitHubUpdate' and toasts when the count grew; failed loads
 * are silent (the last history stays), as SPEC §8 asks.
 */
export class CommitsWidgetModel {
  readonly gridModel: GridModel<CommitRecord>;
  groupBy: CommitGrouping = 'day';
  /** Whether a history has loaded once (the grid masks only its first load, not pushed reloads). */
  loaded = false;
  readonly loadTask = new LoadTask({
    what: 'commits',
    // SPEC §8: commit-history load failures are handled silently; the grid keeps what it showed, or says it has
    // no commits (with the hint about the token) when it never had any.
    onError: () => {
      if (this.gridModel.store.lastLoaded == null) this.gridModel.loadData([]);
    },
  });
  private readonly view: DashViewModel;
  private readonly handles = ref({ started: false, unsubscribe: () => {} });

  constructor(view: DashViewModel) {
    this.view = ref(view);
    this.gridModel = new GridModel<CommitRecord>({
      store: {
        fields: COMMIT_FIELDS,
        groupLabel,
        groupSortFn: groupSort,
        expandLevel: 1,
        searchFields: ['messageHeadline', 'authorName', 'abbreviatedOid', 'repo'],
      },
      columns: commitColumns(),
      sortBy: 'committedDate|desc',
      groupBy: 'committedDay',
      countUnit: 'commit',
      emptyText: <CommitsEmpty />,
      rowClassRules: { 'tb-home-commits__release': (r) => r.data.isRelease },
      onRowDoubleClicked: openCommit,
      contextMenu: ({ record }) => (record ? recordActionItems([OPEN_ON_GITHUB], record) : []),
      exportFilename: 'commits.csv',
    });
    const saved = CommitsViewState.safeParse(view.viewState).data;
    if (saved) this.applyGroupBy(saved.groupBy);
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Commits the client holds now. */
  get commitCount(): number {
    return this.gridModel.store.allCount;
  }

  /**
   * Loads the history (at mount, on a push, on the top bar's Refresh). The first load also offers the menu item
   * and subscribes to pushes: React may create a model several times in a render it then discards, and a
   * constructor that changed the view re-rendered the dashboard, which discarded that render again, forever.
   */
  load(): Promise<void> {
    this.start();
    return this.loadTask.run(async (signal) => {
      const history = await homeApi.allCommits(signal);
      this.gridModel.loadData(commitRecords(history));
      this.loaded = true;
    });
  }

  setGroupBy(groupBy: CommitGrouping): void {
    this.applyGroupBy(groupBy);
    this.view.setViewState({ groupBy });
  }

  destroy(): void {
    this.handles.unsubscribe();
    this.loadTask.abort();
    this.view.setExtraMenuItems([]);
  }

  private start(): void {
    if (this.handles.started) return;
    this.handles.started = true;
    this.view.setExtraMenuItems([autosizeColumnsItem(this.gridModel)]);
    this.handles.unsubscribe = subscribeTopic(WS_TOPICS.gitHubUpdate, (data) => this.onGitHubUpdate(data), {
      url: API.ws,
    });
  }

  /** SPEC §4: a push reloads the history; a grown count is worth a toast. */
  onGitHubUpdate(data: unknown): void {
    const update = GitHubUpdateDataSchema.safeParse(data);
    if (!update.success) return;
    if (this.loaded && update.data.commitCount > this.commitCount) {
      toast({ message: NEW_COMMIT_MESSAGE, intent: 'primary' });
    }
    void this.load();
  }

  private applyGroupBy(groupBy: CommitGrouping): void {
    this.groupBy = groupBy;
    this.gridModel.setGroupBy(GROUP_FIELD[groupBy]);
  }
}

/** SPEC §8: what an empty grid says, with where to look when GitHub gives nothing. */
function CommitsEmpty() {
  return (
    <div className="tb-home-commits__empty">
      <strong>No commits found</strong>
      <span>
        Check the server&apos;s <code>GITHUB_TOKEN</code> configuration: the access token must be able to read
        the repositories in <code>GITHUB_REPOS</code>.
      </span>
    </div>
  );
}
