import { useEffect, useState } from 'react';
import { ArrowClockwiseIcon, TableIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import {
  ColumnChooserButton,
  ExportButton,
  Grid,
  GridCountLabel,
  StoreFilterField,
} from '../../src/kit/grid';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { StandardGridPanelModel } from './StandardGridPanelModel';
import './StandardGridPanel.css';

/** The Standard grid demo: 1,000 trades with sort, filter, count, column chooser, export and a context menu. */
export function StandardGridPanel() {
  const [model] = useState(() => new StandardGridPanelModel());
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading } = useSnapshot(model);
  const { gridModel } = model;

  return (
    <Panel
      title="Trades"
      icon={<TableIcon />}
      className="tb-demo-grid"
      width={900}
      height={620}
      mask={loading}
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <StoreFilterField store={gridModel} />
          <Filler />
          <GridCountLabel model={gridModel} />
          <ToolbarSeparator />
          <ColumnChooserButton model={gridModel} />
          <ExportButton model={gridModel} />
        </Toolbar>
      }
    >
      <Grid model={gridModel} aria-label="Trades" />
    </Panel>
  );
}
