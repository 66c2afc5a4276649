import { DashCanvasModel, DashContainerModel, type DashModel } from '@toolbox/kit/dash';

// Code that works with either kind of dashboard takes a DashModel: locks and views are the same on both.
export function lockAll(dash: DashModel): void {
  dash.setLayoutLocked(true);
  dash.setContentLocked(true);
}

lockAll(new DashContainerModel({ viewSpecs: [] }));
lockAll(new DashCanvasModel({ viewSpecs: [] }));
