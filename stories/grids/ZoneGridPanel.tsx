import { useEffect, useId, useState } from 'react';
import { ArrowClockwiseIcon, RowsIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import { GridCountLabel, StoreFilterField } from '../../src/kit/grid';
import { Label, Select } from '../../src/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { ZoneGrid, ZoneMapperButton } from '../../src/kit/zonegrid';
import { GROUP_BY_CHOICES, ZoneGridPanelModel, type GroupByChoice } from './ZoneGridPanelModel';
import './StandardGridPanel.css';
import './ZoneGridPanel.css';

/** The Zone Grid demo: trades as two-line rows of four zones, with Group by and the zone mapper. */
export function ZoneGridPanel() {
  const [model] = useState(() => new ZoneGridPanelModel());
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading, groupBy } = useSnapshot(model);
  const { zoneGridModel } = model;
  const { gridModel } = zoneGridModel;
  const groupById = useId();

  return (
    <Panel
      title="Trades"
      icon={<RowsIcon />}
      className="tb-demo-grid tb-demo-zone-grid"
      width={560}
      height={640}
      mask={loading}
      tbar={
        <Toolbar>
          <Label htmlFor={groupById}>Group by</Label>
          <Select<GroupByChoice>
            id={groupById}
            aria-label="Group by"
            width={170}
            enableFilter={false}
            options={GROUP_BY_CHOICES}
            value={groupBy}
            onChange={(v) => model.setGroupBy(v ?? 'none')}
          />
          <Filler />
          <ZoneMapperButton model={zoneGridModel} />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <StoreFilterField store={gridModel} />
          <Filler />
          <GridCountLabel model={gridModel} />
        </Toolbar>
      }
    >
      <ZoneGrid model={zoneGridModel} aria-label="Trades" />
    </Panel>
  );
}
