import { proxy } from 'valtio';
import type { DashModel } from '@toolbox/kit/dash';
import { toast } from '@toolbox/kit/popup';

/**
 * What the DashContainer and DashCanvas demos share: their dashboard, whether it is rendered, Clear and Reset
 * State with the toasts of SPEC §2.9, and the last save as the demo goes away.
 */
export class DashDemoModel<M extends DashModel> {
  renderDashboard = true;
  readonly dash: M;

  constructor(dash: M) {
    this.dash = dash;
    return proxy(this);
  }

  setRenderDashboard(render: boolean): void {
    this.renderDashboard = render;
  }

  clear(): void {
    this.dash.clear();
    toast({ message: 'All views removed.' });
  }

  resetState(): void {
    this.dash.restoreDefaults();
    toast({ message: 'Dash state reset to default' });
  }

  /** Saves the dashboard's latest state as the demo goes away (the shell switches demos without a reload). */
  destroy(): void {
    this.dash.saveNow();
  }
}
