import { proxy, ref } from 'valtio';
import { positionsApi } from '../../src/api';
import type { RawPosition } from '../../src/api/positions';
import { GridModel, numberCellFormatter, percentFormatter, signClass } from '@toolbox/kit/grid';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

/** Local storage key of the grid's state: column order, widths, visibility and sort. */
export const STATE_KEY = 'groupedColumnsGridState';

/** A priced position as the grid shows it: with an id and its derived P&L / Mkt Val. */
export interface PositionRow extends RawPosition {
  id: number;
  /** pnl / |mktVal|; null when mktVal is 0. */
  pnlMktVal: number | null;
}

function toRows(positions: readonly RawPosition[]): PositionRow[] {
  return positions.map((p, i) => ({
    ...p,
    id: i + 1,
    pnlMktVal: p.mktVal === 0 ? null : p.pnl / Math.abs(p.mktVal),
  }));
}

/** The positions grid: columns under Instrument, Book and Valuation headers, its state kept under STATE_KEY. */
function createGridModel(): GridModel<PositionRow> {
  return new GridModel<PositionRow>({
    store: {
      fields: [
        { name: 'symbol', type: 'string' },
        { name: 'sector', type: 'string' },
        { name: 'region', type: 'string' },
        { name: 'fund', type: 'string' },
        { name: 'model', type: 'string' },
        { name: 'trader', type: 'string' },
        { name: 'mktVal', type: 'number', displayName: 'Mkt Value' },
        { name: 'pnl', type: 'number', displayName: 'P&L' },
        { name: 'pnlMktVal', type: 'number', displayName: 'P&L / Mkt Val' },
      ],
      searchFields: ['symbol', 'sector', 'region', 'fund', 'model', 'trader'],
    },
    sortBy: 'pnl|desc|abs',
    countUnit: 'position',
    exportFilename: 'positions.csv',
    persistWith: { localStorageKey: STATE_KEY },
    columns: [
      {
        groupId: 'instrument',
        header: 'Instrument',
        children: [
          { field: 'symbol', width: 100 },
          { field: 'sector', width: 120 },
        ],
      },
      {
        groupId: 'book',
        header: 'Book',
        children: [
          { field: 'region', width: 130 },
          { field: 'fund', width: 115 },
          { field: 'model', width: 115 },
          { field: 'trader', flex: 1, minWidth: 135 },
        ],
      },
      {
        groupId: 'valuation',
        header: 'Valuation',
        children: [
          {
            field: 'mktVal',
            header: 'Mkt Value',
            width: 125,
            align: 'right',
            absSort: true,
            formatter: numberCellFormatter(),
          },
          {
            field: 'pnl',
            header: 'P&L',
            width: 115,
            align: 'right',
            absSort: true,
            formatter: numberCellFormatter(),
            cellClass: signClass,
          },
          {
            field: 'pnlMktVal',
            header: 'P&L / Mkt Val',
            width: 120,
            align: 'right',
            formatter: percentFormatter(2),
            cellClass: signClass,
          },
        ],
      },
    ],
  });
}

/**
 * State of the Grouped Columns demo: priced positions (GET portfolio/rawPositions) under column groups, with the
 * grid's column state and sort saved in local storage. Rebuild Grid throws the grid model away and makes a new
 * one, which reads the saved state back, as a page reload would.
 */
export class GroupedColumnsPanelModel extends LoadingPanelModel {
  gridModel: GridModel<PositionRow>;
  /** Bumped by each rebuild, to mount a new grid. */
  generation = 0;
  private readonly data = ref({
    rows: null as PositionRow[] | null,
  });

  constructor() {
    super('positions');
    this.gridModel = createGridModel();
    return proxy(this);
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    const rows = toRows(await positionsApi.rawPositions(signal));
    this.data.rows = rows;
    this.gridModel.loadData(rows);
  }

  /** A new grid model and grid, from the configuration and the state saved in local storage. */
  rebuild(): void {
    this.gridModel = createGridModel();
    this.generation++;
    if (this.data.rows) this.gridModel.loadData(this.data.rows);
  }

  /** Back to the configured columns and sort; the saved state is removed. */
  restoreDefaults(): void {
    this.gridModel.restoreDefaults();
  }
}
