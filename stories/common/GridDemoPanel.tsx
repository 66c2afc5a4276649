import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { GridModel } from '@toolbox/kit/grid';
import { Panel, type PanelProps } from '@toolbox/kit/panel';
import { GridDemoToolbar, type GridDemoToolbarProps } from './GridDemoToolbar';
import './GridDemoPanel.css';

/** What the frame needs of a grid demo's model (a LoadingPanelModel has it). */
export interface GridDemoModel {
  readonly loading: boolean;
  load(): unknown;
}

export interface GridDemoPanelProps<T extends object> extends Pick<
  PanelProps,
  'title' | 'icon' | 'width' | 'height' | 'tbar' | 'className'
> {
  /** The demo's model (a valtio proxy): masks the panel while it loads, and reloads from the toolbar. */
  model: GridDemoModel;
  gridModel: GridModel<T, never>;
  /** Options of the bottom toolbar (see GridDemoToolbar). */
  toolbar?: Omit<GridDemoToolbarProps<T>, 'gridModel' | 'onReload' | 'loading'>;
  /** The grid (or zone grid) itself. */
  children: ReactNode;
}

/** The frame of the grid demos: a panel masked while its model loads, with the standard grid toolbar below. */
export function GridDemoPanel<T extends object>({
  model,
  gridModel,
  toolbar,
  className,
  children,
  ...panel
}: GridDemoPanelProps<T>) {
  const { loading } = useSnapshot(model);
  return (
    <Panel
      {...panel}
      className={className ? `tb-demo-grid ${className}` : 'tb-demo-grid'}
      mask={loading}
      bbar={
        <GridDemoToolbar gridModel={gridModel} onReload={() => model.load()} loading={loading} {...toolbar} />
      }
    >
      {children}
    </Panel>
  );
}
