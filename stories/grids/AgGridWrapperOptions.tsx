import { FloppyDiskIcon, FunnelXIcon, UploadSimpleIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { RelativeTimestamp } from '@toolbox/kit/format';
import { Checkbox, Switch } from '@toolbox/kit/input';
import { DemoSection } from '../common/DemoSection';
import { POSITION_COLUMNS } from './AgGridWrapperColumns';
import type { AgGridWrapperPanelModel } from './AgGridWrapperPanelModel';
import { GRID_STATE_KEY } from './AgGridWrapperState';

/** The Display Options side panel: columns shown, row height, floating filters, and saving the grid's state. */
export function AgGridWrapperOptions({ model }: { model: AgGridWrapperPanelModel }) {
  const { hiddenColumns, compact, floatingFilters, filteredColumns, savedAt } = useSnapshot(model);
  const shown = POSITION_COLUMNS.length - hiddenColumns.length;
  const filterCount = filteredColumns.length;

  return (
    <div className="tb-demo-aggrid__options">
      <DemoSection gap={8} title="Columns" aside={`${shown} of ${POSITION_COLUMNS.length}`}>
        <div className="tb-demo-aggrid__columns" role="group" aria-label="Visible columns">
          {POSITION_COLUMNS.map(({ field, header }) => (
            <Checkbox
              key={field}
              label={header}
              value={!hiddenColumns.includes(field)}
              // The last column shown stays: a grid with no columns is just a blank box.
              disabled={shown === 1 && !hiddenColumns.includes(field)}
              onChange={(v) => model.setColumnVisible(field, v)}
            />
          ))}
        </div>
      </DemoSection>

      <DemoSection gap={8} title="Rows and filters">
        <Switch label="Compact rows" value={compact} onChange={(v) => model.setCompact(v)} />
        <Switch
          label="Show floating filters"
          value={floatingFilters}
          onChange={(v) => model.setFloatingFilters(v)}
        />
        <div className="tb-demo-aggrid__filters">
          <span className="tb-demo-aggrid__hint">
            {filterCount === 0 ? 'No filters' : `${filterCount} filter${filterCount === 1 ? '' : 's'} active`}
          </span>
          <Button
            icon={<FunnelXIcon />}
            text="Clear filters"
            minimal
            disabled={filterCount === 0}
            onClick={() => model.clearFilters()}
          />
        </div>
      </DemoSection>

      <DemoSection gap={8} title="Grid state">
        <Button icon={<FloppyDiskIcon />} text="Save grid state" fill onClick={() => model.saveState()} />
        <Button
          icon={<UploadSimpleIcon />}
          text="Load grid state"
          fill
          disabled={savedAt == null}
          onClick={() => model.loadState()}
        />
        <p className="tb-demo-aggrid__hint">
          {savedAt == null ? 'Nothing saved yet.' : <RelativeTimestamp timestamp={savedAt} prefix="Saved" />}
        </p>
        <p className="tb-demo-aggrid__hint">
          Kept in local storage as <code>{GRID_STATE_KEY}</code>.
        </p>
      </DemoSection>
    </div>
  );
}
