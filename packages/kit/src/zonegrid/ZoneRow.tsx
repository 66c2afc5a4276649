import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import type { StoreRecord } from '../data';
import { columnText, columnValue, type ColumnSpec } from '../grid';
import { ZONES, type ReadonlyZoneMappings, type Zone } from './types';
import './ZoneGrid.css';

export interface ZoneRowProps<T extends object> {
  /** The record shown; null shows each field's label as a placeholder (a preview before data). */
  record: StoreRecord<T> | null;
  /** The fields of each zone, in order, and whether each shows its label. */
  mappings: ReadonlyZoneMappings;
  /** The columns that format (or render) each field, as the grid's columns do. */
  columns: readonly ColumnSpec<T>[];
  /** A field's label, for fields shown with their label and for the placeholders of a preview. */
  fieldLabel: (field: string) => string;
  /** Put between the fields of a zone, e.g. ' • '. */
  delimiter: string;
  /** Content put around each zone, e.g. buttons to pick a zone in the zone mapper's preview. */
  renderZone?: (zone: Zone, content: ReactNode) => ReactNode;
  /** A class on the row's root. */
  className?: string;
}

/** The content of one field in a zone: its renderer's, else its formatted text; null when empty. */
function fieldContent<T extends object>(column: ColumnSpec<T>, record: StoreRecord<T>): ReactNode {
  if (column.renderer) return column.renderer(columnValue(column, record), record);
  const text = columnText(column, record);
  return text === '' ? null : text;
}

function fieldClass<T extends object>(column: ColumnSpec<T>, record: StoreRecord<T>): string | undefined {
  const { cellClass } = column;
  return typeof cellClass === 'function' ? cellClass(columnValue(column, record), record) : cellClass;
}

/**
 * The four zones of a zone grid row: each zone the values of its fields (formatted as their columns say, with
 * their class, e.g. P&L colours), optionally labelled, joined by the delimiter; empty values are left out.
 */
export function ZoneRow<T extends object>({
  record,
  mappings,
  columns,
  fieldLabel,
  delimiter,
  renderZone,
  className,
}: ZoneRowProps<T>) {
  const zone = (z: Zone) => {
    const parts = mappings[z]
      .map((f) => {
        const column = columns.find((c) => c.field === f.field);
        if (!column) return null;
        const content = record ? fieldContent(column, record) : fieldLabel(f.field);
        if (content == null || content === false) return null;
        return (
          <span
            key={f.field}
            className={clsx(
              'tb-zone-row__field',
              !record && 'tb-zone-row__field--placeholder',
              record ? fieldClass(column, record) : undefined,
            )}
            data-field={f.field}
          >
            {f.showLabel && record && <span className="tb-zone-row__label">{fieldLabel(f.field)}: </span>}
            {content}
          </span>
        );
      })
      .filter((p) => p !== null);
    const content = (
      <span className={`tb-zone-row__zone tb-zone-row__zone--${z}`} data-zone={z}>
        {parts.map((p, i) => (
          <Fragment key={p.key}>
            {i > 0 && (
              <span className="tb-zone-row__delimiter" aria-hidden="true">
                {delimiter}
              </span>
            )}
            {p}
          </Fragment>
        ))}
      </span>
    );
    return renderZone ? renderZone(z, content) : content;
  };
  return (
    <div className={clsx('tb-zone-row', className)}>
      <div className="tb-zone-row__line tb-zone-row__line--top">
        {zone(ZONES[0] as Zone)}
        {zone(ZONES[1] as Zone)}
      </div>
      <div className="tb-zone-row__line tb-zone-row__line--bottom">
        {zone(ZONES[2] as Zone)}
        {zone(ZONES[3] as Zone)}
      </div>
    </div>
  );
}
