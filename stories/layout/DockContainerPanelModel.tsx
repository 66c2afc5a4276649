import { BugIcon, ChatTextIcon, LockSimpleIcon, ProhibitIcon, TableIcon } from '@phosphor-icons/react';
import { proxy } from 'valtio';
import { sampleApi } from '../../src/api';
import type { Trade } from '../../src/api/samples';
import { LoadTask } from '@toolbox/kit/app';
import { DockContainerModel, type DockViewConfig } from '@toolbox/kit/dash';
import { GridModel } from '@toolbox/kit/grid';
import { confirm, toast } from '@toolbox/kit/popup';
import { TRADE_FIELDS, tradeColumns } from '../common/TradeColumns';
import { DockErrorContent, DockNote } from './DockContainerViews';
import { DockTradesGrid } from './DockTradesGrid';

export const THANKS_TOAST = 'Thanks for checking out the view!';
export const DOCK_ERROR_MESSAGE = 'This docked view failed while rendering; its error stays inside it.';

/** The kinds of view the demo's buttons add. */
export type DockSample = 'simple' | 'complex' | 'noDialog' | 'noClose' | 'error';

/** State of the DockContainer demo: the dock, a count for unique view ids, and the trades of the grid view. */
export class DockContainerPanelModel {
  readonly dock = new DockContainerModel();
  readonly tradesGrid: GridModel<Trade>;
  readonly loadTask = new LoadTask({ what: 'trades' });
  private count = 0;

  constructor() {
    this.tradesGrid = new GridModel<Trade>({
      store: { fields: TRADE_FIELDS },
      sortBy: 'profit_loss|desc|abs',
      // Three of the shared trade columns, narrower to fit a docked view.
      columns: tradeColumns({
        only: ['company', 'city', 'profit_loss'],
        with: { company: { minWidth: 150 }, city: { width: 110 }, profit_loss: { width: 110 } },
      }),
    });
    const self = proxy(this);
    self.add('simple');
    return self;
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const { trades } = await sampleApi.trades(signal);
      this.tradesGrid.store.loadData(trades);
    });
  }

  destroy(): void {
    this.loadTask.abort();
  }

  /** Docks a view of a kind; each click adds another (the grid view is one view, expanded again). */
  add(kind: DockSample): void {
    this.dock.addView(this.config(kind));
  }

  private config(kind: DockSample): DockViewConfig {
    const n = ++this.count;
    switch (kind) {
      case 'simple':
        return {
          id: `simple-${n}`,
          title: 'Simple View',
          icon: <ChatTextIcon />,
          width: 320,
          height: 170,
          collapsedWidth: 240,
          content: (
            <DockNote>
              You can add as many docked views as you like. Close this one to get a thank-you toast.
            </DockNote>
          ),
          onClose: () => void toast({ message: THANKS_TOAST, intent: 'primary' }),
        };
      case 'complex':
        return {
          id: 'trades',
          title: 'Trades',
          icon: <TableIcon />,
          width: 480,
          height: 320,
          content: <DockTradesGrid model={this} />,
        };
      case 'noDialog':
        return {
          id: `noDialog-${n}`,
          title: 'No dialog',
          icon: <ProhibitIcon />,
          width: 300,
          height: 140,
          collapsedWidth: 200,
          allowDialog: false,
          content: <DockNote>This view cannot be popped out into a dialog.</DockNote>,
        };
      case 'noClose':
        return {
          id: `noClose-${n}`,
          title: 'Cannot close',
          icon: <LockSimpleIcon />,
          width: 300,
          height: 140,
          collapsedWidth: 200,
          allowClose: false,
          content: <DockNote>This view cannot be closed: collapse it instead.</DockNote>,
        };
      case 'error':
        return {
          id: `error-${n}`,
          title: 'Error View',
          icon: <BugIcon />,
          width: 360,
          height: 220,
          content: () => <DockErrorContent message={DOCK_ERROR_MESSAGE} />,
          onClose: () =>
            confirm({
              title: 'Close view?',
              message: 'Are you sure you want to close this view?',
              confirmText: 'Close view',
              intent: 'danger',
            }),
        };
    }
  }
}
