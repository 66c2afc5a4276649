import { CopyIcon, EyeIcon, PencilSimpleIcon, PlusIcon, TrashIcon } from '@phosphor-icons/react';
import { useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../app/lazyComponent';
import { whenIdle } from '../app/whenIdle';
import { Button } from '../button';
import { ExportButton, Grid, GridCountLabel, StoreFilterField } from '../grid';
import { Filler, Toolbar, ToolbarSeparator } from '../panel';
import type { RestRecord } from './restFields';
import type { RestGridModel } from './RestGridModel';
import './RestGrid.css';

/**
 * The form and its inputs (the JSON editor, the select, the date picker) load when a form first opens, or while
 * the browser idles after the grid shows: not in the grid's first load.
 */
const RestForm = lazyComponent(() =>
  // A lazy component keeps no type parameters: the form is given the grid's own model.
  import('./RestForm').then((m) => m.RestForm as ComponentType<{ model: RestGridModel<RestRecord> }>),
);

export interface RestGridProps<T extends RestRecord> {
  /** The resource's adapter, fields, columns and form editors; it loads the records and holds the open form. */
  model: RestGridModel<T>;
  /** Accessible name of the grid (default: the unit, pluralized). */
  'aria-label'?: string;
}

/**
 * A CRUD grid over a REST resource: Add, Edit, View, Delete and Clone in the toolbar (Edit, View, Delete and
 * Clone act on the selected record; a double-click edits one), a filter field, the count and CSV export, and the
 * form dialog. Fills its container (e.g. a Panel).
 */
export function RestGrid<T extends RestRecord>({ model, 'aria-label': ariaLabel }: RestGridProps<T>) {
  const { selectedIds } = useSnapshot(model.gridModel);
  const { form } = useSnapshot(model);
  const { gridModel } = model;
  useEffect(() => whenIdle(() => void RestForm.preload()), []);
  const none = selectedIds.length === 0;
  return (
    <div className="tb-rest-grid">
      <Toolbar aria-label="Record actions" enableOverflowMenu>
        <Button icon={<PlusIcon />} text="Add" intent="success" onClick={() => model.addRecord()} />
        <Button
          icon={<PencilSimpleIcon />}
          text="Edit"
          intent="primary"
          disabled={none}
          onClick={() => model.editRecord()}
        />
        <Button icon={<EyeIcon />} text="View" disabled={none} onClick={() => model.viewRecord()} />
        <Button
          icon={<TrashIcon />}
          text="Delete"
          intent="danger"
          disabled={none}
          onClick={() => void model.deleteRecord()}
        />
        <Button icon={<CopyIcon />} text="Clone" disabled={none} onClick={() => model.cloneRecord()} />
        <ToolbarSeparator />
        <Filler />
        <StoreFilterField store={gridModel} />
        <GridCountLabel model={gridModel} />
        <ExportButton model={gridModel} />
      </Toolbar>
      <div className="tb-rest-grid__body">
        <Grid model={gridModel} aria-label={ariaLabel ?? model.unit} />
      </div>
      {form && <RestForm model={model as unknown as RestGridModel<RestRecord>} />}
    </div>
  );
}
