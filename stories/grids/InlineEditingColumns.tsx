import { ArrowCounterClockwiseIcon, CheckIcon, PlusIcon, TrashIcon, XIcon } from '@phosphor-icons/react';
import type { StoreRecord } from '@toolbox/kit/data';
import { actionColumn, dateFormatter, numberCellFormatter, type ColumnSpec } from '@toolbox/kit/grid';
import type { InlineEditingPanelModel, InlineRecord } from './InlineEditingPanelModel';
import { CATEGORIES } from './InlineEditingPanelModel';

/** Only a record without `restricted` can have its other fields edited. */
const notRestricted = (record: StoreRecord<InlineRecord>) => !record.data.restricted;

/** What the demo needs of its model to act on a row. */
type RowActions = Pick<InlineEditingPanelModel, 'commitRecord' | 'revertRecord' | 'removeRecord'>;

/**
 * The demo's columns: per-row Commit / Revert / Remove buttons, the id (given on commit), and one editable
 * column per field with the editor of its type.
 */
export function inlineEditingColumns(model: RowActions): ColumnSpec<InlineRecord>[] {
  return [
    actionColumn<InlineRecord>(
      [
        {
          text: 'Commit',
          icon: <CheckIcon />,
          intent: 'success',
          tooltip: 'Commit this record',
          hidden: (r) => r.isAdd,
          disabled: (r) => !r.isDirty,
          onClick: (r) => model.commitRecord(r),
        },
        {
          text: 'Commit new record',
          icon: <PlusIcon />,
          intent: 'success',
          hidden: (r) => !r.isAdd,
          onClick: (r) => model.commitRecord(r),
        },
        {
          text: 'Revert',
          icon: <ArrowCounterClockwiseIcon />,
          intent: 'primary',
          tooltip: 'Revert this record',
          disabled: (r) => !r.isModified,
          onClick: (r) => model.revertRecord(r),
        },
        {
          text: 'Remove',
          icon: <TrashIcon />,
          intent: 'danger',
          tooltip: 'Remove this record',
          hidden: (r) => r.isAdd,
          onClick: (r) => model.removeRecord(r),
        },
        {
          text: 'Discard new record',
          icon: <XIcon />,
          intent: 'danger',
          hidden: (r) => !r.isAdd,
          onClick: (r) => model.removeRecord(r),
        },
      ],
      { pinned: 'left', width: 100 },
    ),
    {
      field: 'id',
      header: 'ID',
      width: 70,
      align: 'right',
      formatter: (v, r) => (r.isAdd ? 'new' : String(v)),
      cellClass: (_v, r) => (r.isAdd ? 'tb-inline-editing__new-id' : undefined),
    },
    { field: 'restricted', header: 'Restricted', width: 96, editable: true, editor: 'boolean' },
    { field: 'enabled', header: 'Enabled', width: 84, editable: notRestricted, editor: 'boolean' },
    { field: 'name', width: 140, editable: notRestricted, tooltip: true },
    {
      field: 'amount',
      width: 100,
      align: 'right',
      editable: notRestricted,
      editor: 'number',
      formatter: numberCellFormatter({ precision: 0 }),
    },
    {
      field: 'category',
      width: 150,
      editable: notRestricted,
      editor: { type: 'select', options: CATEGORIES },
    },
    {
      field: 'date',
      width: 120,
      editable: notRestricted,
      editor: 'localDate',
      formatter: dateFormatter(),
    },
    {
      field: 'description',
      flex: 1,
      minWidth: 220,
      editable: notRestricted,
      editor: { type: 'longText', rows: 6 },
      tooltip: true,
    },
  ];
}
