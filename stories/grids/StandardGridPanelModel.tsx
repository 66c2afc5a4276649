import {
  ArrowsHorizontalIcon,
  DownloadSimpleIcon,
  EyeIcon,
  FunnelIcon,
  FunnelXIcon,
} from '@phosphor-icons/react';
import { proxy } from 'valtio';
import type { Trade } from '../../src/api/samples';
import type { StoreRecord } from '@toolbox/kit/data';
import { formatNumber, GridModel, recordActionItems, type RecordAction } from '@toolbox/kit/grid';
import { toast } from '@toolbox/kit/popup';
import { TRADE_FIELDS, tradeColumns } from '../common/TradeColumns';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

export const EXPORT_FILENAME = 'trades.csv';
/** Filter source of the context menu's "Show Only {city}". */
const CITY_FILTER = 'contextMenu';

/** The toast of a trade's details (double-click, or View Details). */
export function tradeDetails(t: Trade): string {
  return (
    `Trade #${t.id}: ${t.company}, ${t.city} - P&L ${formatNumber(t.profit_loss)}, ` +
    `volume ${formatNumber(t.trade_volume)}, ${t.trade_date}, ${t.active ? 'active' : 'inactive'}.`
  );
}

/** State of the Standard grid demo: the trades grid, its loading and its context-menu actions. */
export class StandardGridPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<Trade>;

  constructor() {
    super('trades');
    const viewDetails: RecordAction<Trade> = {
      text: 'View Details',
      icon: <EyeIcon />,
      onClick: (record) => this.showDetails(record),
    };
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: TRADE_FIELDS,
      },
      sortBy: 'profit_loss|desc|abs',
      selModel: 'multiple',
      exportFilename: EXPORT_FILENAME,
      onRowDoubleClicked: (record) => this.showDetails(record),
      columns: tradeColumns(),
      contextMenu: ({ record }) => {
        const store = this.gridModel.store;
        return [
          ...(record ? recordActionItems([viewDetails], record) : []),
          {
            text: `Show Only ${record?.data.city ?? 'City'}`,
            icon: <FunnelIcon />,
            hidden: !record,
            onClick: () =>
              record && store.setFilter({ field: 'city', op: '=', value: record.data.city }, CITY_FILTER),
          },
          {
            text: 'Show All Cities',
            icon: <FunnelXIcon />,
            hidden: !store.filters[CITY_FILTER],
            onClick: () => store.setFilter(null, CITY_FILTER),
          },
          '-',
          { text: 'Export to CSV', icon: <DownloadSimpleIcon />, onClick: () => this.gridModel.exportCsv() },
          {
            text: 'Auto-size Columns',
            icon: <ArrowsHorizontalIcon />,
            onClick: () => this.gridModel.autosizeColumns(),
          },
        ];
      },
    });
    return proxy(this);
  }

  /** Loads the trades; the grid keeps its sort, filter and selection. */
  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.gridModel.loadData(await fetchTrades(signal));
  }

  showDetails(record: StoreRecord<Trade>): void {
    toast({ message: tradeDetails(record.data), intent: 'primary' });
  }
}
