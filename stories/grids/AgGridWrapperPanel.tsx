import { useMemo, useRef } from 'react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  EventApiModule,
  GridStateModule,
  LocaleModule,
  NumberFilterModule,
  RowApiModule,
  RowSelectionModule,
  TextFilterModule,
  type GetRowIdParams,
  type Module,
  type RowSelectionOptions,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { ArrowClockwiseIcon, ChartLineUpIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { GridSideBar, gridTheme } from '@toolbox/kit/grid';
import { Filler, Panel, SplitPanel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { OptionsPanel, optionsPanelModel } from '../common/OptionsPanel';
import { AgGridWrapperOptions } from './AgGridWrapperOptions';
import { defaultColDef, POSITION_COLUMN_DEFS, type PositionRow } from './AgGridWrapperColumns';
import { AgGridWrapperPanelModel, COMPACT_ROW_HEIGHT, STANDARD_ROW_HEIGHT } from './AgGridWrapperPanelModel';
import './AgGridWrapperPanel.css';

// Only the modules of the features this grid uses, as AG Grid recommends: each module registered adds its
// services (and its CSS) to the grid's start.
const MODULES: Module[] = [
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  RowSelectionModule,
  // The numeric columns' right-aligned cells (their type sets a cell class).
  CellStyleModule,
  // Column visibility, order and pinning from the Display Options and the side bar; the displayed row count for
  // the status bar.
  ColumnApiModule,
  RowApiModule,
  // The side bar follows the grid's column and filter events.
  EventApiModule,
  // Save and load of the grid's state; the "No records found..." text.
  GridStateModule,
  LocaleModule,
];
const ROW_SELECTION: RowSelectionOptions<PositionRow> = {
  mode: 'singleRow',
  checkboxes: false,
  enableClickSelection: true,
};
const LOCALE_TEXT = { noRowsToShow: 'No records found...', noMatchingRows: 'No records found...' };
const getRowId = ({ data }: GetRowIdParams<PositionRow>) => data.id;
const fmtCount = (n: number) => n.toLocaleString('en-US');

/**
 * The ag-Grid Wrapper demo: AG Grid Community used directly (AgGridReact with the kit's theme) on the priced raw
 * positions, with the kit's side bar (AG Grid's own is Enterprise) and a Display Options panel.
 */
export function AgGridWrapperPanel() {
  const model = useLocalModel(() => new AgGridWrapperPanelModel());
  const options = useLocalModel(() => optionsPanelModel({ defaultSize: 250, resizable: false }));
  const { rows, loading, compact, floatingFilters, displayedCount, selected } = useSnapshot(model);
  const colDefDefaults = useMemo(() => defaultColDef(floatingFilters), [floatingFilters]);
  const gridHost = useRef<HTMLDivElement>(null);

  return (
    <Panel
      title="Positions"
      icon={<ChartLineUpIcon />}
      width={1160}
      height={620}
      className="tb-demo-aggrid"
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <span className="tb-demo-aggrid__count" role="status" aria-label="Row count">
            {displayedCount === rows.length
              ? `${fmtCount(rows.length)} positions`
              : `${fmtCount(displayedCount)} of ${fmtCount(rows.length)} positions`}
          </span>
          <Filler />
          <span className="tb-demo-aggrid__selection" role="status" aria-label="Selected position">
            {selected
              ? `Selected: ${selected.symbol} · ${selected.fund} · ${selected.model} · ${selected.trader}`
              : 'No position selected'}
          </span>
        </Toolbar>
      }
    >
      <SplitPanel>
        <div className="tb-demo-aggrid__body">
          <div className="tb-demo-aggrid__grid" ref={gridHost}>
            <AgGridReact<PositionRow>
              theme={gridTheme}
              modules={MODULES}
              rowData={rows as PositionRow[]}
              columnDefs={POSITION_COLUMN_DEFS}
              defaultColDef={colDefDefaults}
              getRowId={getRowId}
              rowSelection={ROW_SELECTION}
              rowHeight={compact ? COMPACT_ROW_HEIGHT : STANDARD_ROW_HEIGHT}
              loading={loading}
              localeText={LOCALE_TEXT}
              suppressDragLeaveHidesColumns
              // Eight columns: render them all, so a grid narrower than its columns keeps every header and filter.
              suppressColumnVirtualisation
              onGridReady={({ api }) => {
                // AG Grid takes no accessible name of its own: name its grid element, for screen readers and tests.
                gridHost.current?.querySelector('[role="grid"]')?.setAttribute('aria-label', 'Positions');
                model.attachApi(api);
              }}
              onGridPreDestroyed={({ api }) => model.detachApi(api)}
              onStateUpdated={({ state }) => model.onStateUpdated(state)}
              onModelUpdated={() => model.onRowsShown()}
              onSelectionChanged={({ api }) => model.onSelectionChanged(api.getSelectedNodes())}
            />
          </div>
          <GridSideBar model={model.sideBar} />
        </div>
        <OptionsPanel title="Display Options" model={options}>
          <AgGridWrapperOptions model={model} />
        </OptionsPanel>
      </SplitPanel>
    </Panel>
  );
}
