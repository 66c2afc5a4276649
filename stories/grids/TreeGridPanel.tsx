import { useEffect, useState, type ReactNode } from 'react';
import {
  ArrowClockwiseIcon,
  ArrowsInSimpleIcon,
  ArrowsOutSimpleIcon,
  CheckIcon,
  TreeStructureIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import { ColumnChooserButton, Grid, GridCountLabel, StoreFilterField } from '../../src/kit/grid';
import { Filler, MenuButton, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { DIM_CHOICES, dimsLabel, TreeGridPanelModel } from './TreeGridPanelModel';
import './StandardGridPanel.css';

export interface TreeGridPanelProps {
  /** Cascading check boxes in the tree (the Tree w/CheckBox demo). */
  checkboxes?: boolean;
  title?: string;
  /** Extra items at the end of the bottom toolbar. */
  extraTools?: (model: TreeGridPanelModel) => ReactNode;
}

/** The Tree demo: positions grouped by the URL's dims in a tree grid, with expand / collapse all. */
export function TreeGridPanel({ checkboxes = false, title = 'Positions', extraTools }: TreeGridPanelProps) {
  const [model] = useState(() => new TreeGridPanelModel({ checkboxes }));
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading, dims } = useSnapshot(model);
  const { gridModel } = model;
  const current = dims.join(',');
  const unit = dims[0] ?? 'position';

  return (
    <Panel
      title={title}
      icon={<TreeStructureIcon />}
      className="tb-demo-grid"
      width={760}
      height={600}
      mask={loading}
      tbar={
        <Toolbar>
          <MenuButton
            text={`Group by: ${dimsLabel(dims)}`}
            minimal
            items={DIM_CHOICES.map((choice) => ({
              text: dimsLabel(choice),
              icon: choice.join(',') === current ? <CheckIcon /> : undefined,
              onClick: () => model.setDims(choice),
            }))}
          />
          <Filler />
          <Button
            icon={<ArrowsOutSimpleIcon />}
            text="Expand All"
            minimal
            onClick={() => gridModel.expandAll()}
          />
          <Button
            icon={<ArrowsInSimpleIcon />}
            text="Collapse All"
            minimal
            onClick={() => gridModel.collapseAll()}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <StoreFilterField store={gridModel} placeholder="Filter..." />
          <Filler />
          {extraTools?.(model)}
          <GridCountLabel model={gridModel} unit={unit} />
          <ToolbarSeparator />
          <ColumnChooserButton model={gridModel} />
        </Toolbar>
      }
    >
      <Grid model={gridModel} aria-label={title} />
    </Panel>
  );
}
