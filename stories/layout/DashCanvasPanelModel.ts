import { DashCanvasModel, type DashCanvasViewConfig } from '@toolbox/kit/dash';
import { widgetSpecs } from '../common/dashWidgets';
import { DashDemoModel } from './DashDemoModel';

/** Local storage key of the demo's canvas: layout, titles and each view's state. */
export const DASH_CANVAS_KEY = 'dashCanvasDemo';

/** SPEC §3: the seven views the canvas starts with (x, y, w, h in columns and rows of 12 × 50px). */
export const DASH_CANVAS_INITIAL: readonly DashCanvasViewConfig[] = [
  { spec: 'chart', x: 0, y: 0, w: 12, h: 5 },
  { spec: 'buttons', title: 'Buttons 1', state: { value: 'Button 1' }, x: 0, y: 5, w: 4, h: 3 },
  { spec: 'buttons', title: 'Buttons 2', state: { value: 'Button 2' }, x: 4, y: 5, w: 4, h: 3 },
  { spec: 'buttons', title: 'Buttons 3', state: { value: 'Button 3' }, x: 8, y: 5, w: 4, h: 3 },
  { spec: 'treeGrid', x: 0, y: 8, w: 9, h: 7 },
  { spec: 'panel', x: 9, y: 8, w: 3, h: 4 },
  { spec: 'error', x: 0, y: 15, w: 6, h: 6 },
];

/** The DashCanvas demo's canvas: the view specs and sizes of SPEC §3, saved under its own key. */
export class DashCanvasPanelModel extends DashDemoModel<DashCanvasModel> {
  constructor() {
    super(
      new DashCanvasModel({
        persistWith: { localStorageKey: DASH_CANVAS_KEY },
        initialState: DASH_CANVAS_INITIAL,
        viewSpecs: widgetSpecs([
          { widget: 'grid', unique: true, width: 6, height: 5, groupName: 'Grid Widgets' },
          { widget: 'treeGrid', width: 12, height: 8, groupName: 'Grid Widgets' },
          { widget: 'buttons', width: 4, height: 2, allowRename: false },
          { widget: 'chart', unique: true, width: 12, height: 5 },
          { widget: 'panel' },
          { widget: 'error', unique: true },
        ]),
      }),
    );
  }
}
