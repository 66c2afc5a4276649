import { proxy } from 'valtio';
import type { Trade } from '../../src/api/samples';
import { GridModel } from '@toolbox/kit/grid';
import { pnlGroupRow } from '../common/pnlGroupRow';
import { TRADE_FIELDS, tradeColumns } from '../common/TradeColumns';
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
      groupRowRenderer: pnlGroupRow<Trade>(),
      exportFilename: 'trades-by-group.csv',
      columns: tradeColumns({ with: { company: { tooltip: false } } }),
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
