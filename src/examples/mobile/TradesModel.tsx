import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { type Trade, sampleApi } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { GridModel, dateFormatter, numberCellFormatter, signClass } from '@toolbox/kit/grid';

/** The sorts the grid page offers, as a phone has no room for header clicks on every column. */
export const TRADE_SORTS = [
  { value: 'profit_loss|desc|abs', label: 'P&L' },
  { value: 'company|asc', label: 'Company' },
  { value: 'trade_volume|desc', label: 'Volume' },
  { value: 'trade_date|desc', label: 'Date' },
] as const;
export type TradeSort = (typeof TRADE_SORTS)[number]['value'];

/**
 * The grid page's trades: a narrow grid (company and P&L, the city below the company) sorted by the chosen sort,
 * P&L by absolute value first as on the Grids tab. A tap on a row calls `onOpen` with the trade, for its page.
 */
export class TradesModel {
  sort: TradeSort = 'profit_loss|desc|abs';
  readonly loadTask = new LoadTask({ what: 'the trades' });
  readonly gridModel: GridModel<Trade>;
  private readonly handles = ref({ unwatch: (): void => undefined });

  constructor(onOpen: (trade: Trade) => void) {
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: [
          { name: 'company', type: 'string', displayName: 'Company' },
          { name: 'city', type: 'string', displayName: 'City' },
          { name: 'trade_volume', type: 'number', displayName: 'Volume' },
          { name: 'profit_loss', type: 'number', displayName: 'P&L' },
          { name: 'trade_date', type: 'localDate', displayName: 'Date' },
        ],
      },
      columns: [
        {
          field: 'company',
          header: 'Company',
          flex: 1,
          minWidth: 150,
          renderer: (_v, r) => (
            <span className="tb-mobile-grid__company">
              <strong>{r.data.company}</strong>
              <span>
                {r.data.city} · {dateFormatter()(r.data.trade_date)}
              </span>
            </span>
          ),
        },
        {
          field: 'profit_loss',
          header: 'P&L',
          width: 110,
          align: 'right',
          absSort: true,
          formatter: numberCellFormatter({ precision: 0 }),
          cellClass: signClass,
        },
      ],
      sortBy: this.sort,
      selModel: 'single',
      rowHeight: 56,
      countUnit: 'trade',
      emptyText: 'No records found...',
    });
    const self = proxy(this);
    self.handles.unwatch = subscribeKey(self.gridModel, 'selectedIds', (ids) => {
      const [id] = ids;
      const record = ids.length === 1 && id !== undefined ? self.gridModel.store.getById(id) : undefined;
      if (record) onOpen(record.data);
    });
    return self;
  }

  setSort(sort: TradeSort): void {
    this.sort = sort;
    this.gridModel.setSortBy(sort);
  }

  async load(): Promise<void> {
    await this.loadTask.run(async (signal) => {
      const { trades } = await sampleApi.trades(signal);
      this.gridModel.store.loadData(trades);
    });
  }

  destroy(): void {
    this.handles.unwatch();
    this.loadTask.abort();
  }
}
