import { proxy } from 'valtio';
import type { Trade } from '../../src/api/schemas';
import type { StoreGroupRow } from '../../src/kit/data';
import { formatNumber, GridModel, signClass } from '../../src/kit/grid';
import {
  TRADE_FIELDS,
  companyCol,
  cityCol,
  tradeVolumeCol,
  profitLossCol,
  tradeDateCol,
  activeCol,
} from '../common/TradeColumns';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

export type GroupByChoice = 'city' | 'active' | 'none';

export const GROUP_BY_CHOICES: readonly { value: GroupByChoice; label: string }[] = [
  { value: 'city', label: 'City' },
  { value: 'active', label: 'Active' },
  { value: 'none', label: 'None' },
];

/** The text of a group row's value: trades group as Active / Inactive, cities by name. */
function groupLabel(field: string, value: unknown): string {
  if (field === 'active') return value ? 'Active' : 'Inactive';
  return value == null || value === '' ? '[None]' : String(value);
}

/** A group row: its label and trade count, and the summed P&L of its trades on the right. */
function renderGroup(row: StoreGroupRow<Trade>) {
  let pnl = 0;
  for (const r of row.records) pnl += r.data.profit_loss;
  return (
    <>
      <span className="tb-grid-group__label">{row.label}</span>
      <span className="tb-grid-group__count">({row.records.length.toLocaleString('en-US')})</span>
      <span className="tb-demo-group-pnl">
        P&L <span className={signClass(pnl)}>{formatNumber(pnl)}</span>
      </span>
    </>
  );
}

/** State of the Grouped Rows demo: the trades grid grouped by a field chosen in the toolbar. */
export class GroupedRowsPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<Trade>;
  groupBy: GroupByChoice = 'city';

  constructor() {
    super('trades');
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: TRADE_FIELDS,
        groupLabel,
        expandLevel: 0,
      },
      groupBy: 'city',
      sortBy: 'profit_loss|desc|abs',
      groupRowRenderer: renderGroup,
      exportFilename: 'trades-by-group.csv',
      columns: [
        { ...companyCol, tooltip: false },
        cityCol,
        tradeVolumeCol,
        profitLossCol,
        tradeDateCol,
        activeCol,
      ],
    });
    return proxy(this);
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.gridModel.loadData(await fetchTrades(signal));
  }

  setGroupBy(choice: GroupByChoice): void {
    this.groupBy = choice;
    this.gridModel.setGroupBy(choice === 'none' ? null : choice);
  }
}
