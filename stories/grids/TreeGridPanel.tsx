import type { ReactNode } from 'react';
import { ArrowsInSimpleIcon, ArrowsOutSimpleIcon, CheckIcon, TreeStructureIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Grid } from '@toolbox/kit/grid';
import { Filler, MenuButton, Toolbar } from '@toolbox/kit/panel';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { DIM_CHOICES, dimsLabel, TreeGridPanelModel } from './TreeGridPanelModel';

export interface TreeGridPanelProps {
  /** Cascading check boxes in the tree (the Tree w/CheckBox demo). */
  checkboxes?: boolean;
  title?: string;
  /** Extra items of the bottom toolbar, before the count. */
  extraTools?: (model: TreeGridPanelModel) => ReactNode;
}

/** The Tree demo: positions grouped by the URL's dims in a tree grid, with expand / collapse all. */
export function TreeGridPanel({ checkboxes = false, title = 'Positions', extraTools }: TreeGridPanelProps) {
  const model = useLocalModel(() => new TreeGridPanelModel({ checkboxes }));
  const { dims } = useSnapshot(model);
  const { gridModel } = model;
  const current = dims.join(',');

  return (
    <GridDemoPanel
      title={title}
      icon={<TreeStructureIcon />}
      width={760}
      height={600}
      model={model}
      gridModel={gridModel}
      toolbar={{
        filter: { placeholder: 'Filter...' },
        countUnit: dims[0] ?? 'position',
        exportButton: false,
        children: extraTools?.(model),
      }}
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
    >
      <Grid model={gridModel} aria-label={title} />
    </GridDemoPanel>
  );
}
