import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { Trade } from '../../src/api/samples';
import { GridModel } from '@toolbox/kit/grid';
import { registerModel } from '@toolbox/kit/inspector';
import { toast } from '@toolbox/kit/popup';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

/** Route id of the demo, and of its child route with the selected record (SPEC §2.2). */
export const BASE_ROUTE_ID = 'default.other.simpleRouting';
export const RECORD_ROUTE_ID = 'default.other.simpleRouting.recordId';

/** Moves the app to the record route (an id) or the base route (null), replacing the history entry. */
export type RouteNavigator = (recordId: string | null) => void;

/** The danger toast of a route naming a record the grid does not have (SPEC §8). */
export const notFoundText = (recordId: string) => `Record ${recordId} not found.`;

/**
 * State of the Simple Routing demo: a grid of trades whose selection follows the route's recordId, and puts
 * the selected record's id back into the route. The view gives it the route's recordId and a navigator.
 */
export class SimpleRoutingPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<Trade>;
  /** The recordId of the current route, as written in the URL; null on the base route. */
  routeRecordId: string | null = null;
  private readonly handles = ref({
    navigate: null as RouteNavigator | null,
    unsubscribe: null as (() => void) | null,
  });

  constructor() {
    super('trades');
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: [
          { name: 'id', type: 'int', displayName: 'ID' },
          { name: 'company', type: 'string' },
        ],
      },
      sortBy: 'id',
      selModel: 'single',
      columns: [
        { field: 'id', header: 'ID', width: 90, align: 'right' },
        { field: 'company', flex: 1, minWidth: 200 },
      ],
    });
    // Each change of selection goes into the route (selections made from the route already match it).
    this.handles.unsubscribe = subscribeKey(this.gridModel, 'selectedIds', () => this.syncToRoute());
    return registerModel('SimpleRoutingPanelModel', proxy(this));
  }

  setNavigator(navigate: RouteNavigator | null): void {
    this.handles.navigate = navigate;
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.gridModel.loadData(await fetchTrades(signal));
    this.syncFromRoute(this.routeRecordId);
  }

  /**
   * The route changed: select its record (scrolled into view), or clear the selection on the base route. A
   * recordId that is not a trade's id gives a danger toast and a move to the base route.
   */
  syncFromRoute(recordId: string | null): void {
    this.routeRecordId = recordId;
    const { gridModel } = this;
    // Before the trades arrive there is nothing to select: load() calls back.
    if (gridModel.store.lastLoaded == null) return;
    if (recordId == null) {
      if (gridModel.selectedIds.length) gridModel.clearSelection();
      return;
    }
    const id = Number(recordId);
    const record = Number.isInteger(id) ? gridModel.store.getById(id) : undefined;
    if (!record) {
      toast({ message: notFoundText(recordId), intent: 'danger' });
      this.handles.navigate?.(null);
      return;
    }
    if (gridModel.selectedIds[0] !== record.id) gridModel.select(record.id);
    // A route such as /0042 names record 42: write it the way the app does.
    else if (recordId !== String(record.id)) this.handles.navigate?.(String(record.id));
  }

  /** The selection changed: put the selected record's id in the route, or go to the base route. */
  syncToRoute(): void {
    const id = this.gridModel.selectedIds[0];
    const target = id == null ? null : String(id);
    if (target !== this.routeRecordId) this.handles.navigate?.(target);
  }

  clearSelection(): void {
    this.gridModel.clearSelection();
  }

  destroy(): void {
    super.destroy();
    this.handles.unsubscribe?.();
    this.handles.unsubscribe = null;
  }
}
