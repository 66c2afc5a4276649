import { proxy } from 'valtio';
import { DashContainerModel, type DashContainerNode, type DashRenderMode } from '../../src/kit/dash';
import { toast } from '../../src/kit/popup';
import { widgetSpecs } from '../common/dashWidgets';

/** Local storage key of the demo's dashboard: layout, titles and each view's state. */
export const DASH_CONTAINER_KEY = 'dashContainerDemo';

/** SPEC §3: a row holding a stack (grid, treeGrid, error) at 60% and a column (chart, buttons) at 40%. */
export const DASH_CONTAINER_INITIAL: DashContainerNode = {
  type: 'row',
  children: [
    {
      type: 'stack',
      size: 60,
      views: [{ spec: 'grid' }, { spec: 'treeGrid' }, { spec: 'error' }],
    },
    {
      type: 'column',
      size: 40,
      children: [
        { type: 'stack', size: 65, views: [{ spec: 'chart' }] },
        { type: 'stack', size: 35, views: [{ spec: 'buttons' }] },
      ],
    },
  ],
};

/** State of the DashContainer demo: its dashboard and whether it is rendered. */
export class DashContainerPanelModel {
  renderDashboard = true;
  readonly dash = new DashContainerModel({
    persistWith: { localStorageKey: DASH_CONTAINER_KEY },
    initialState: DASH_CONTAINER_INITIAL,
    viewSpecs: widgetSpecs([
      { widget: 'grid', unique: true },
      { widget: 'treeGrid' },
      { widget: 'buttons' },
      { widget: 'chart', unique: true },
      { widget: 'panel' },
      { widget: 'error', unique: true },
    ]),
  });

  constructor() {
    return proxy(this);
  }

  setRenderDashboard(render: boolean): void {
    this.renderDashboard = render;
  }

  setRenderMode(mode: DashRenderMode): void {
    this.dash.setRenderMode(mode);
  }

  clear(): void {
    this.dash.clear();
    toast({ message: 'All views removed.' });
  }

  /** Saves the dashboard's latest state as the demo goes away (the shell switches demos without a reload). */
  destroy(): void {
    this.dash.saveNow();
  }

  resetState(): void {
    this.dash.restoreDefaults();
    toast({ message: 'Dash state reset to default' });
  }
}
