import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { recallsApi, type Recall, type RecallClass } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { Store } from '@toolbox/kit/data';
import { GridModel } from '@toolbox/kit/grid';
import { PanelModel } from '@toolbox/kit/panel';
import { errorText } from '@toolbox/kit/panel';
import { recallColumns } from './recallColumns';

/**
 * The FDA Recalls app: a search sent to the server (openFDA or the bundled sample), its top 99 answers in a
 * grid that the store filters further on the client (text and classification), and the selected recall's
 * details below. A failed search shows its message in place of the grid.
 */
export class RecallsModel {
  /** The search as typed; sent to the server on Enter or the Search button. */
  query = '';
  /** The search the grid shows the answer to. */
  searched: string | null = null;
  source: 'sample' | 'openFDA' | null = null;
  fetchedAt: string | null = null;
  /** Why the last search failed, or null. */
  error: string | null = null;
  classes: RecallClass[] = [];
  selectedId: string | null = null;
  readonly store = new Store<Recall, Recall>({
    sortBy: 'reportDate|desc',
    fields: [
      { name: 'id', type: 'string', displayName: 'Recall #' },
      { name: 'classification', type: 'string' },
      { name: 'status', type: 'string' },
      { name: 'productDescription', type: 'string', displayName: 'Product' },
      { name: 'reasonForRecall', type: 'string', displayName: 'Reason' },
      { name: 'recallingFirm', type: 'string', displayName: 'Firm' },
      { name: 'state', type: 'string' },
      { name: 'reportDate', type: 'string', displayName: 'Reported' },
    ],
  });
  gridModel!: GridModel<Recall, Recall>;
  readonly detailPanel = new PanelModel({
    side: 'bottom',
    defaultSize: '40%',
    minSize: 160,
    maxSize: 600,
    persistWith: { localStorageKey: 'recalls.detailPanel' },
  });
  loadTask!: LoadTask;
  private readonly handles = ref({ unwatch: [] as (() => void)[] });

  constructor() {
    const self = proxy(this);
    self.loadTask = new LoadTask({
      what: 'the recalls',
      onError: (e) => {
        self.error = errorText(e);
      },
    });
    self.gridModel = new GridModel<Recall, Recall>({
      store: self.store,
      columns: recallColumns(),
      countUnit: 'recall',
      emptyText: 'No recalls found...',
      persistWith: { localStorageKey: 'recalls.grid' },
    });
    self.handles.unwatch = [
      subscribeKey(self.gridModel, 'selectedIds', (ids) => {
        const id = ids[0];
        self.selectedId = id === undefined ? null : String(id);
      }),
    ];
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  get selected(): Recall | null {
    return this.selectedId === null ? null : (this.store.getById(this.selectedId)?.data ?? null);
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** Refresh: the current search again. */
  load(): Promise<void> {
    return this.search();
  }

  /** Sends the search to the server and shows its answer, the first recall selected. */
  search(): Promise<void> {
    const query = this.query.trim();
    return this.loadTask.run(async (signal) => {
      const answer = await recallsApi.search(query, signal);
      this.error = null;
      this.searched = answer.query;
      this.source = answer.source;
      this.fetchedAt = answer.fetchedAt;
      this.store.loadData(answer.results);
      const keep = this.selectedId !== null && this.store.getById(this.selectedId);
      const first = this.store.rows.find((r) => r.kind === 'record');
      if (!keep && first?.kind === 'record') this.gridModel.select(first.record.id);
      if (!keep && !first) this.selectedId = null;
    });
  }

  setClasses(classes: readonly RecallClass[]): void {
    this.classes = [...classes];
    this.store.setFilter(
      classes.length ? { field: 'classification', op: 'in', value: [...classes] } : null,
      'classification',
    );
  }

  destroy(): void {
    this.handles.unwatch.forEach((u) => u());
    this.loadTask.abort();
  }
}
