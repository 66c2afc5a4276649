import type { CustomCellRendererProps } from 'ag-grid-react';
import { CaretRightIcon } from '@phosphor-icons/react';
import type { StoreRow } from '../data';
import type { GridContext } from './gridContext';

/** A full-width group row: expand toggle, the group's label and its record count. Click toggles it. */
export function GroupRow<T extends object>(
  props: CustomCellRendererProps<StoreRow<T>, unknown, GridContext<T>>,
) {
  const row = props.data;
  const { model } = props.context;
  if (!row || row.kind !== 'group') return null;
  const custom = model.config.groupRowRenderer;
  const count = row.records.length;
  return (
    <div
      className="tb-grid-group"
      // The row's one cell: a row may hold only cells, so its toggle button sits in this one.
      role="gridcell"
      style={{ paddingLeft: 8 + row.depth * 18 }}
      onClick={() => model.store.toggleExpanded(row.id)}
    >
      <button
        type="button"
        className="tb-grid-tree__toggle"
        aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${row.label}`}
        aria-expanded={row.expanded}
        tabIndex={-1}
        onClick={(e) => {
          e.stopPropagation();
          model.store.toggleExpanded(row.id);
        }}
      >
        <CaretRightIcon weight="bold" className={row.expanded ? 'tb-grid-tree__caret--open' : undefined} />
      </button>
      {custom ? (
        custom(row)
      ) : (
        <>
          <span className="tb-grid-group__label">{row.label}</span>
          <span className="tb-grid-group__count">({count.toLocaleString('en-US')})</span>
        </>
      )}
    </div>
  );
}
