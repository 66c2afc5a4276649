import { useId } from 'react';
import { RowsIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Label, Select } from '@toolbox/kit/input';
import { Filler, Toolbar } from '@toolbox/kit/panel';
import { ZoneGrid, ZoneMapperButton } from '@toolbox/kit/zonegrid';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { GROUP_BY_CHOICES, ZoneGridPanelModel, type GroupByChoice } from './ZoneGridPanelModel';
import './ZoneGridPanel.css';

/** The Zone Grid demo: trades as two-line rows of four zones, with Group by and the zone mapper. */
export function ZoneGridPanel() {
  const model = useLocalModel(() => new ZoneGridPanelModel());
  const { groupBy } = useSnapshot(model);
  const { zoneGridModel } = model;
  const groupById = useId();

  return (
    <GridDemoPanel
      title="Trades"
      icon={<RowsIcon />}
      className="tb-demo-zone-grid"
      width={560}
      height={640}
      model={model}
      gridModel={zoneGridModel.gridModel}
      toolbar={{ chooser: false, exportButton: false }}
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
    >
      <ZoneGrid model={zoneGridModel} aria-label="Trades" />
    </GridDemoPanel>
  );
}
