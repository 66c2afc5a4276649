import { DashContainerModel, type DashContainerNode, type DashRenderMode } from '@toolbox/kit/dash';
import { widgetSpecs } from '../common/dashWidgets';
import { DashDemoModel } from './DashDemoModel';

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

/** The DashContainer demo's dashboard: the view specs of SPEC §3, saved under its own key, and its render mode. */
export class DashContainerPanelModel extends DashDemoModel<DashContainerModel> {
  constructor() {
    super(
      new DashContainerModel({
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
      }),
    );
  }

  setRenderMode(mode: DashRenderMode): void {
    this.dash.setRenderMode(mode);
  }
}
