import type { ReactNode } from 'react';
import type { StoreRecord } from '../data';
import type { CellEditorSpec } from './cellEditors';
import type { ColumnFilterType } from './columnFilters';

export type ColumnAlign = 'left' | 'center' | 'right';

/**
 * A cell's class worked out from its value (one class, or several separated by spaces). A function that lists
 * every class it can give in `classes` (as `signClass` does) has a cell's classes changed only when its answer
 * changes; without the list, the grid takes the cell's classes off and puts them back on whenever it redraws
 * the cell (each cell a live update re-prices).
 */
export type CellClassFn<T extends object> = ((
  value: unknown,
  record: StoreRecord<T>,
) => string | undefined) & {
  readonly classes?: readonly string[];
};

/** A column of a Grid, read from the record's data (or worked out from the record). */
export interface ColumnSpec<T extends object> {
  /** Field of the record's data shown (and sorted by); also the column id unless `colId` is given. */
  field: string;
  colId?: string;
  /** Header text; default the store's label of the field. */
  header?: string;
  headerTooltip?: string;
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  /** Shares the spare width with other flex columns. */
  flex?: number;
  align?: ColumnAlign;
  /** Hidden at first; users can show it with the column chooser. */
  hidden?: boolean;
  pinned?: 'left' | 'right';
  /** Default true. Sorting drives the Store. */
  sortable?: boolean;
  /** Sorts by absolute value (e.g. P&L by size): the header cycles desc / asc by absolute value. */
  absSort?: boolean;
  resizable?: boolean;
  /** A value worked out from the record, instead of the field (e.g. a ratio of two fields). */
  getValue?: (record: StoreRecord<T>) => unknown;
  /** Text shown for a value (and exported): e.g. a number with thousands separators. */
  formatter?: (value: unknown, record: StoreRecord<T>) => string;
  /** Content of the cell, for more than text (icons, badges, buttons). */
  renderer?: (value: unknown, record: StoreRecord<T>) => ReactNode;
  /** Class of the cell, e.g. to colour P&L by sign (see CellClassFn). */
  cellClass?: string | CellClassFn<T>;
  /** Shows the tree (indent, expand toggle, check box) in this column; one column per tree grid. */
  isTreeColumn?: boolean;
  /** Value written to a CSV export; default the formatted text. */
  exportValue?: (value: unknown, record: StoreRecord<T>) => string | number | boolean | null;
  /** Left out of exports (e.g. action columns). */
  excludeFromExport?: boolean;
  /** Whether the column chooser lists it (default true); a column it does not list cannot be hidden. */
  chooserEnabled?: boolean;
  /** Name in the column chooser; default the header. */
  chooserName?: string;
  /**
   * A filter in the header (AG Grid's filter popup, applied by the Store): true for the type of the field
   * (number, local date, else text), or the type.
   */
  filterable?: boolean | ColumnFilterType;
  /**
   * Flashes the cell when its value changes (e.g. a live price): green when a number went up, red when it went
   * down. Only changes to records already shown flash, not a load of new ones.
   */
  highlightChanges?: boolean;
  /** Tooltip of each cell: the value's text, or a function of it. */
  tooltip?: boolean | ((value: unknown, record: StoreRecord<T>) => string | undefined);
  /**
   * Whether users can edit the cell: always, or as a function of the record (e.g. not while it is locked).
   * Edits go to the store (`modifyRecords`), which checks them against its fields' rules.
   */
  editable?: boolean | ((record: StoreRecord<T>) => boolean);
  /** The cell's editor (default a line of text); see CellEditor. */
  editor?: CellEditorSpec;
}

/** Columns under a shared header. */
export interface ColumnGroupSpec<T extends object> {
  groupId: string;
  header: string;
  children: readonly ColumnSpec<T>[];
}

export type ColumnOrGroup<T extends object> = ColumnSpec<T> | ColumnGroupSpec<T>;

export function isColumnGroup<T extends object>(c: ColumnOrGroup<T>): c is ColumnGroupSpec<T> {
  return 'children' in c;
}

export function colIdOf<T extends object>(c: ColumnSpec<T>): string {
  return c.colId ?? c.field;
}

/** Every leaf column, in order, groups opened up. */
export function leafColumns<T extends object>(columns: readonly ColumnOrGroup<T>[]): ColumnSpec<T>[] {
  return columns.flatMap((c) => (isColumnGroup(c) ? [...c.children] : [c]));
}

/** The column's value for a record: its getValue, else the field. */
export function columnValue<T extends object>(column: ColumnSpec<T>, record: StoreRecord<T>): unknown {
  return column.getValue ? column.getValue(record) : record.get(column.field);
}

/** The text shown for a record in a column. */
export function columnText<T extends object>(column: ColumnSpec<T>, record: StoreRecord<T>): string {
  const value = columnValue(column, record);
  if (column.formatter) return column.formatter(value, record);
  return value == null ? '' : String(value);
}
