import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { positionsApi } from '../../../src/api';
import { PositionDimensionSchema, type Position, type PositionDimension } from '../../../src/api/positions';
import { LoadTask } from '@toolbox/kit/app';
import type { DashViewModel } from '@toolbox/kit/dash';
import { labelOfField } from '@toolbox/kit/data';
import { GridModel } from '@toolbox/kit/grid';
import { positionColumns } from '../PositionColumns';

/** Groupings the view offers; the first is its default. */
export const TREE_DIM_CHOICES: readonly (readonly PositionDimension[])[] = [
  ['region', 'sector'],
  ['sector', 'symbol'],
  ['region', 'sector', 'symbol'],
  ['fund', 'trader'],
];

export function dimsLabel(dims: readonly PositionDimension[]): string {
  return dims.map(labelOfField).join(' › ');
}

/** What the view keeps: its grouping. */
const TreeGridState = z.object({ dims: z.array(PositionDimensionSchema).min(1) });

/**
 * Positions grouped into a tree (SPEC §7 portfolio positions by dimensions). The grouping is the view's own
 * state: saved with the dashboard, restored when the view renders again, and a change reloads the data.
 */
export class TreeGridWidgetModel {
  readonly gridModel: GridModel<Position>;
  readonly loadTask = new LoadTask({ what: 'positions' });
  dims: PositionDimension[];
  private readonly view: DashViewModel;

  get loading(): boolean {
    return this.loadTask.loading;
  }

  constructor(view: DashViewModel) {
    this.view = ref(view);
    this.dims = TreeGridState.safeParse(view.viewState).data?.dims ?? [...(TREE_DIM_CHOICES[0] ?? [])];
    this.gridModel = new GridModel<Position>({
      store: { childrenField: 'children', expandLevel: 1 },
      sortBy: 'pnl|desc|abs',
      countUnit: 'position',
      columns: positionColumns({ only: ['name', 'pnl', 'mktVal'] }),
    });
    return proxy(this);
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const positions = await positionsApi.positions(this.dims, signal);
      this.gridModel.store.loadData(positions);
    });
  }

  /** Regroups the tree: saved as the view's state, then the positions reload grouped that way. */
  setDims(dims: readonly PositionDimension[]): void {
    if (dims.join() === this.dims.join()) return;
    this.dims = [...dims];
    this.view.setViewState({ dims: [...dims] });
    void this.load();
  }

  destroy(): void {
    this.loadTask.abort();
  }
}
