import { proxy } from 'valtio';
import { positionsApi } from '../../src/api';
import {
  PositionDimensionSchema,
  positionsUrl,
  type Position,
  type PositionDimension,
} from '../../src/api/positions';
import { labelOfField } from '@toolbox/kit/data';
import { GridModel, numberCellFormatter, percentFormatter, signClass } from '@toolbox/kit/grid';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

/** A grouped position as the tree shows it: with its derived P&L / Mkt Val. */
export interface PositionRow extends Position {
  /** pnl / |mktVal|; null when mktVal is 0. */
  pnlMktVal: number | null;
}

/** Grouping when the URL names none (SPEC: query parameter `dims`). */
export const DEFAULT_DIMS: readonly PositionDimension[] = ['region', 'sector'];

/** Groupings offered by the Group By menu. */
export const DIM_CHOICES: readonly (readonly PositionDimension[])[] = [
  ['region', 'sector'],
  ['region', 'sector', 'symbol'],
  ['sector', 'symbol'],
  ['region', 'symbol'],
  ['fund', 'trader'],
  ['model', 'sector', 'symbol'],
];

export function dimsLabel(dims: readonly PositionDimension[]): string {
  return dims.map(labelOfField).join(' › ');
}

/**
 * The dims of the page's `dims` query parameter (e.g. ?dims=region,sector,symbol): known, distinct names in
 * order; the default when it is missing or names none.
 */
export function dimsFromUrl(search: string): PositionDimension[] {
  const param = new URLSearchParams(search).get('dims');
  const dims: PositionDimension[] = [];
  for (const name of param?.split(',') ?? []) {
    const parsed = PositionDimensionSchema.safeParse(name.trim());
    if (parsed.success && !dims.includes(parsed.data)) dims.push(parsed.data);
  }
  return dims.length ? dims : [...DEFAULT_DIMS];
}

/** What the tree demos ask for first (`parameters.app.prefetch`): the positions grouped by the address's dims. */
export const positionsPrefetch = (search: string): readonly string[] => [positionsUrl(dimsFromUrl(search))];

/** Puts the dims in the page's URL (replacing history), so the view can be linked to and reloaded. */
function writeDimsToUrl(dims: readonly PositionDimension[]): void {
  const url = new URL(window.location.href);
  url.searchParams.set('dims', dims.join(','));
  window.history.replaceState(window.history.state, '', url);
}

function toRow(p: Position): PositionRow {
  return { ...p, pnlMktVal: p.mktVal === 0 ? null : p.pnl / Math.abs(p.mktVal) };
}

/**
 * State of the Tree demos: positions grouped by the dims of the URL (GET portfolio/positions), in a tree grid
 * sorted by P&L descending by absolute value; with cascading check boxes for Tree w/CheckBox.
 */
export class TreeGridPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<PositionRow, Position>;
  dims: PositionDimension[];

  constructor({ checkboxes = false }: { checkboxes?: boolean } = {}) {
    super('positions');
    this.dims = dimsFromUrl(window.location.search);
    this.gridModel = new GridModel<PositionRow, Position>({
      store: { childrenField: 'children', processRawData: toRow, expandLevel: 1 },
      sortBy: 'pnl|desc|abs',
      treeCheckboxes: checkboxes,
      selModel: 'single',
      countUnit: 'position',
      exportFilename: 'positions.csv',
      columns: [
        { field: 'name', header: 'Name', isTreeColumn: true, flex: 1, minWidth: 220 },
        {
          field: 'pnl',
          header: 'P&L',
          width: 130,
          align: 'right',
          absSort: true,
          formatter: numberCellFormatter(),
          cellClass: signClass,
        },
        {
          field: 'mktVal',
          header: 'Mkt Val',
          width: 140,
          align: 'right',
          absSort: true,
          formatter: numberCellFormatter(),
        },
        {
          field: 'pnlMktVal',
          header: 'P&L / Mkt Val',
          headerTooltip: 'P&L divided by the absolute market value',
          width: 130,
          align: 'right',
          formatter: percentFormatter(2),
          cellClass: signClass,
        },
      ],
    });
    return proxy(this);
  }

  /** Loads the positions grouped by the current dims. */
  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.gridModel.loadData(await positionsApi.positions(this.dims, signal));
    this.gridModel.checkModel?.clear();
  }

  /** Regroups by other dims: updates the URL and reloads (SPEC §4: grouping changes reload the data). */
  setDims(dims: readonly PositionDimension[]): void {
    if (dims.join(',') === this.dims.join(',')) return;
    this.dims = [...dims];
    writeDimsToUrl(dims);
    void this.load();
  }
}
