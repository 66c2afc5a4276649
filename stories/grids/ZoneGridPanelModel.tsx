import { proxy } from 'valtio';
import type { Trade } from '../../src/api/samples';
import type { GroupInfo } from '@toolbox/kit/data';
import { fmtQuantity } from '@toolbox/kit/format';
import { dateFormatter, formatNumber, signClass } from '@toolbox/kit/grid';
import { ZoneGridModel } from '@toolbox/kit/zonegrid';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';
import { pnlGroupRow } from '../common/pnlGroupRow';

/** Win/lose label of a trade, derived from its P&L. */
export type WinLose = 'Winner' | 'Loser' | 'Flat';

/** A trade as the zone grid holds it: with its derived win/lose label. */
export type ZoneTrade = Trade & { winLose: WinLose };

export function winLoseOf(profitLoss: number): WinLose {
  return profitLoss > 0 ? 'Winner' : profitLoss < 0 ? 'Loser' : 'Flat';
}

export type GroupByChoice = 'city' | 'winLose' | 'city,winLose' | 'winLose,city' | 'none';

export const GROUP_BY_CHOICES: readonly { value: GroupByChoice; label: string }[] = [
  { value: 'city', label: 'City' },
  { value: 'winLose', label: 'Win/Lose' },
  { value: 'city,winLose', label: 'City › Win/Lose' },
  { value: 'winLose,city', label: 'Win/Lose › City' },
  { value: 'none', label: 'None' },
];

/** Milliseconds the demo waits before loading, so the mask shows. */
export const LOAD_DELAY_MS = 500;
export const PERSIST_KEY = 'zoneGridSample';

/** Winners first, then losers, then flat trades; other groups (cities) by name. */
const WIN_LOSE_ORDER: readonly WinLose[] = ['Winner', 'Loser', 'Flat'];
function groupSort(a: GroupInfo, b: GroupInfo): number {
  if (a.field === 'winLose')
    return WIN_LOSE_ORDER.indexOf(a.value as WinLose) - WIN_LOSE_ORDER.indexOf(b.value as WinLose);
  return String(a.value ?? '').localeCompare(String(b.value ?? ''));
}

const WIN_LOSE_CLASS: Record<WinLose, string> = {
  Winner: 'tb-demo-zone-badge tb-demo-zone-badge--win',
  Loser: 'tb-demo-zone-badge tb-demo-zone-badge--lose',
  Flat: 'tb-demo-zone-badge tb-demo-zone-badge--flat',
};

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** State of the Zone Grid demo: trades in two-line rows of four zones, grouped by a choice in the toolbar. */
export class ZoneGridPanelModel extends LoadingPanelModel {
  readonly zoneGridModel: ZoneGridModel<ZoneTrade, Trade>;

  constructor() {
    super('trades');
    this.zoneGridModel = new ZoneGridModel<ZoneTrade, Trade>({
      store: {
        fields: [
          { name: 'id', type: 'int', displayName: 'Trade ID' },
          { name: 'company', type: 'string' },
          { name: 'city', type: 'string' },
          { name: 'trade_volume', type: 'number', displayName: 'Volume' },
          { name: 'profit_loss', type: 'number', displayName: 'P&L' },
          { name: 'trade_date', type: 'localDate', displayName: 'Date' },
          { name: 'active', type: 'bool' },
          { name: 'winLose', type: 'string', displayName: 'Win/Lose' },
        ],
        searchFields: ['company', 'city', 'winLose'],
        processRawData: (t) => ({ ...t, winLose: winLoseOf(t.profit_loss) }),
        groupSortFn: groupSort,
        expandLevel: 1,
      },
      columns: [
        { field: 'company', header: 'Company' },
        { field: 'city', header: 'City' },
        {
          field: 'profit_loss',
          header: 'P&L',
          absSort: true,
          formatter: (v) => formatNumber(v, { withPlusSign: true }),
          cellClass: signClass,
        },
        {
          field: 'trade_volume',
          header: 'Volume',
          renderer: (v) => fmtQuantity(typeof v === 'number' ? v : null, { ledger: false }),
        },
        { field: 'trade_date', header: 'Date', formatter: dateFormatter('d MMM yyyy') },
        {
          field: 'winLose',
          header: 'Win/Lose',
          renderer: (v) => <span className={WIN_LOSE_CLASS[v as WinLose]}>{String(v)}</span>,
        },
        { field: 'active', header: 'Active', formatter: (v) => (v ? 'Active' : 'Inactive') },
        { field: 'id', header: 'Trade ID', formatter: (v) => `#${String(v)}` },
      ],
      mappings: {
        tl: 'company',
        tr: 'profit_loss',
        bl: ['city', { field: 'trade_volume', showLabel: true }],
        br: 'trade_date',
      },
      limits: {
        tl: { min: 1, max: 1, only: ['company', 'city'] },
        tr: { max: 1 },
        bl: { max: 4 },
        br: { max: 1 },
      },
      sortBy: 'profit_loss|desc|abs',
      groupRowRenderer: pnlGroupRow<ZoneTrade>({ withPlusSign: true }),
      countUnit: 'trade',
      emptyText: 'No trades found...',
      persistWith: { localStorageKey: PERSIST_KEY },
    });
    return proxy(this);
  }

  /** The Group by choice the grid's grouping matches ('none' when ungrouped). */
  get groupBy(): GroupByChoice {
    const key = this.zoneGridModel.groupBy.join(',');
    return GROUP_BY_CHOICES.find((c) => c.value === key)?.value ?? 'none';
  }

  setGroupBy(choice: GroupByChoice): void {
    this.zoneGridModel.setGroupBy(choice === 'none' ? null : choice.split(','));
  }

  /** Loads the trades after a short delay (the mask shows meanwhile); sort, grouping and filter stay. */
  protected async doLoad(signal: AbortSignal): Promise<void> {
    await delay(LOAD_DELAY_MS, signal);
    this.zoneGridModel.gridModel.loadData(await fetchTrades(signal));
  }
}
