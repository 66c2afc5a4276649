import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import {
  parsePositionId,
  portfolioAppApi,
  portfolioPositionsTopic,
  parsePortfolioPositionsPush,
  type PositionDimension,
} from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { GroupingChooserModel, TreeMapModel } from '@toolbox/kit/chart';
import type { WebSocketClient } from '@toolbox/kit/net';
import { PanelModel } from '@toolbox/kit/panel';
import { pushAction } from './livePositions';
import { OrdersModel } from './OrdersModel';
import {
  POSITIONS_MIN_WIDTH,
  positionsGridModel,
  positionsTreeMapConfig,
  type PositionRow,
} from './positionsGrid';
import { PriceChartsModel } from './PriceChartsModel';

export const GROUPING_DIMENSIONS: readonly PositionDimension[] = [
  'region',
  'sector',
  'symbol',
  'fund',
  'model',
  'trader',
];
export const INITIAL_GROUPING: readonly PositionDimension[] = ['region', 'sector', 'symbol'];
export const FAVORITE_GROUPINGS: readonly (readonly PositionDimension[])[] = [
  ['region', 'sector', 'symbol'],
  ['sector', 'symbol'],
  ['fund', 'trader', 'symbol'],
  ['model', 'symbol'],
  ['trader'],
];
/** Where the app keeps its grouping and favourites. */
export const GROUPING_KEY = 'portfolio.grouping';

/** The symbol a position stands for: its own, or that of the level above when grouped inside a symbol. */
export function symbolOfPosition(id: string | null): string | null {
  if (!id) return null;
  return parsePositionId(id)?.find(([dim]) => dim === 'symbol')?.[1] ?? null;
}

/**
 * The Portfolio app: positions grouped by the chooser's dimensions in a tree grid and a tree map sharing one
 * store and selection, re-priced live from the websocket; the selected position's orders and its symbol's price
 * history; panel sizes, grouping, favourites and grid columns kept for the next visit.
 */
export class PortfolioModel {
  readonly groupingChooserModel = new GroupingChooserModel({
    dimensions: GROUPING_DIMENSIONS,
    initialValue: INITIAL_GROUPING,
    initialFavorites: FAVORITE_GROUPINGS,
    persistWith: { localStorageKey: GROUPING_KEY },
  });
  readonly gridModel = positionsGridModel();
  readonly treeMapModel = new TreeMapModel(positionsTreeMapConfig(this.gridModel));
  readonly ordersModel = new OrdersModel();
  readonly chartsModel = new PriceChartsModel();
  readonly positionsPanel = new PanelModel({
    side: 'left',
    defaultSize: '38%',
    minSize: POSITIONS_MIN_WIDTH,
    persistWith: { localStorageKey: 'portfolio.positionsPanel' },
  });
  readonly detailPanel = new PanelModel({
    side: 'bottom',
    defaultSize: '52%',
    minSize: 160,
    persistWith: { localStorageKey: 'portfolio.detailPanel' },
  });
  readonly ordersPanel = new PanelModel({
    side: 'left',
    defaultSize: '55%',
    minSize: 240,
    persistWith: { localStorageKey: 'portfolio.ordersPanel' },
  });
  readonly loadTask = new LoadTask({ what: 'the positions' });
  /** Pricing version of the positions held; null before the first load. */
  version: number | null = null;
  /** The grouping the positions held are grouped by. */
  loadedDims: PositionDimension[] = [];
  /** Live pushes applied since the app opened, for the status line. */
  pushCount = 0;
  /** When the latest push was applied (ms since the epoch). */
  lastPushAt: number | null = null;
  private readonly handles = ref({
    socket: null as WebSocketClient | null,
    topic: null as string | null,
    unsubscribeTopic: () => {},
    unwatch: [] as (() => void)[],
  });

  constructor(socket: WebSocketClient | null) {
    const self = proxy(this);
    self.handles.socket = socket;
    self.handles.unwatch = [
      subscribeKey(self.groupingChooserModel, 'value', () => void self.load()),
      subscribeKey(self.gridModel, 'selectedIds', () => self.showSelection()),
    ];
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  get selectedPosition(): PositionRow | null {
    return this.gridModel.selectedRecord?.data ?? null;
  }

  /** Loads the positions of the current grouping, follows its live topic, and keeps (or makes) a selection. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const dims = [...this.groupingChooserModel.value] as PositionDimension[];
      const answer = await portfolioAppApi.positions(dims, signal);
      this.gridModel.loadData(answer.positions);
      this.version = answer.version;
      this.loadedDims = dims;
      this.follow(dims);
      const selected = this.gridModel.selectedIds[0];
      if (selected === undefined || !this.gridModel.store.getById(selected)) this.gridModel.selectFirst();
      // A refresh reloads the orders of the selection too.
      this.showSelection(true);
    });
  }

  /** Applies a push of re-priced positions, or reloads when pushes were missed. */
  onPush(data: unknown): void {
    const push = parsePortfolioPositionsPush(data);
    if (!push) return;
    const action = pushAction({ version: this.version, dims: this.loadedDims }, push);
    if (action === 'ignore') return;
    if (action === 'reload') {
      void this.load();
      return;
    }
    // The store merges each re-pricing into its position (and works out P&L / Mkt Val again).
    const { updates } = push;
    if (updates.length) this.gridModel.store.updateData({ merge: updates });
    this.version = push.version;
    this.pushCount++;
    this.lastPushAt = Date.now();
  }

  destroy(): void {
    this.handles.unsubscribeTopic();
    this.handles.unwatch.forEach((u) => u());
    this.loadTask.abort();
    this.ordersModel.destroy();
    this.chartsModel.destroy();
  }

  /** Subscribes to the live topic of the grouping (leaving the previous one). */
  private follow(dims: readonly PositionDimension[]): void {
    const { socket } = this.handles;
    const topic = portfolioPositionsTopic(dims);
    if (!socket || topic === this.handles.topic) return;
    this.handles.unsubscribeTopic();
    this.handles.topic = topic;
    this.handles.unsubscribeTopic = socket.subscribe(topic, (data) => this.onPush(data));
  }

  private showSelection(reload = false): void {
    const id = this.gridModel.selectedIds[0];
    const positionId = id === undefined ? null : String(id);
    this.ordersModel.setPosition(positionId, reload);
    this.chartsModel.setSymbol(symbolOfPosition(positionId));
  }
}
