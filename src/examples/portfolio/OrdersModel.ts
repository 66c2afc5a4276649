import { proxy } from 'valtio';
import { portfolioAppApi, type PortfolioOrder } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { DATETIMESEC_FMT } from '@toolbox/kit/format';
import { dateFormatter, GridModel, numberCellFormatter } from '@toolbox/kit/grid';

/** The orders of the selected position (GET examples/portfolio/orders), newest first. */
export class OrdersModel {
  /** The position shown, null with none selected. */
  positionId: string | null = null;
  readonly gridModel = new GridModel<PortfolioOrder>({
    store: {
      fields: [
        { name: 'time', type: 'number', displayName: 'Time' },
        { name: 'symbol', type: 'string' },
        { name: 'side', type: 'string' },
        { name: 'quantity', type: 'number', displayName: 'Qty' },
        { name: 'price', type: 'number' },
        { name: 'commission', type: 'number' },
        { name: 'trader', type: 'string' },
        { name: 'fund', type: 'string' },
        { name: 'model', type: 'string' },
      ],
    },
    sortBy: 'time|desc',
    countUnit: 'order',
    emptyText: 'Select a position to see its orders.',
    persistWith: { localStorageKey: 'portfolio.ordersGrid' },
    exportFilename: 'portfolio-orders.csv',
    columns: [
      { field: 'time', header: 'Time', width: 170, formatter: dateFormatter(DATETIMESEC_FMT) },
      { field: 'symbol', header: 'Symbol', width: 80 },
      {
        field: 'side',
        header: 'Side',
        width: 64,
        cellClass: (v) => (v === 'Buy' ? 'tb-grid-cell--pos' : 'tb-grid-cell--neg'),
      },
      { field: 'quantity', header: 'Qty', width: 80, align: 'right', formatter: numberCellFormatter() },
      {
        field: 'price',
        header: 'Price',
        width: 90,
        align: 'right',
        formatter: numberCellFormatter({ precision: 2 }),
      },
      {
        field: 'commission',
        header: 'Commission',
        width: 100,
        align: 'right',
        formatter: numberCellFormatter({ precision: 2 }),
      },
      { field: 'trader', header: 'Trader', width: 130 },
      { field: 'fund', header: 'Fund', width: 110 },
      { field: 'model', header: 'Model', width: 100, hidden: true },
      { field: 'id', header: 'Order', width: 80, hidden: true },
    ],
  });
  readonly loadTask = new LoadTask({ what: 'the orders' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Shows the orders of a position (none for null); a position already shown loads again only if asked. */
  setPosition(positionId: string | null, reload = false): void {
    if (positionId === this.positionId && !reload) return;
    this.positionId = positionId;
    void this.load();
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const id = this.positionId;
      if (id === null) {
        this.gridModel.clear();
        return;
      }
      this.gridModel.loadData(await portfolioAppApi.orders(id, signal));
    });
  }

  destroy(): void {
    this.loadTask.abort();
  }
}
