import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { DataChangedEvent, IRowNode } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { CaretRightIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import type { StoreRecord, StoreRow } from '../data';
import { columnText } from './columns';
import type { GridContext } from './gridContext';
import type { TreeCheckModel } from './TreeCheckModel';

/** Pixels of indent per tree level. */
export const TREE_INDENT = 18;

/**
 * The tree column's cell: indented by depth, an expand / collapse toggle on rows with children, an optional
 * cascading check box, then the value.
 */
export function TreeCell<T extends object>(
  props: CustomCellRendererProps<StoreRow<T>, unknown, GridContext<T>>,
) {
  const row = useTreeRow(props.node, props.data);
  const { model } = props.context;
  if (!row || row.kind !== 'record') return null;
  const text = props.valueFormatted ?? (props.value == null ? '' : String(props.value));
  const hasChildren = row.childCount > 0;
  // Names repeat across branches (a sector under each region): the check box names its parent too.
  const spec = model.getColumn(props.column?.getColId() ?? '');
  const parent = row.record.parentId === null ? null : model.store.getById(row.record.parentId);
  const parentText = parent && spec ? columnText(spec, parent) : '';
  const checkLabel = parentText ? `${text} in ${parentText}` : text;
  return (
    <span className="tb-grid-tree" style={{ paddingLeft: row.depth * TREE_INDENT }}>
      {hasChildren ? (
        <button
          type="button"
          className="tb-grid-tree__toggle"
          aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${text}`}
          aria-expanded={row.expanded}
          tabIndex={-1}
          onClick={() => model.store.toggleExpanded(row.id)}
        >
          <CaretRightIcon weight="bold" className={row.expanded ? 'tb-grid-tree__caret--open' : undefined} />
        </button>
      ) : (
        <span className="tb-grid-tree__spacer" />
      )}
      {model.checkModel && (
        <TreeCheckBox checkModel={model.checkModel} record={row.record} label={checkLabel} />
      )}
      <span className="tb-grid-tree__text">{text}</span>
    </span>
  );
}

/** Whether two rows draw the same tree around the value: indent, toggle and its state. */
function sameTree<T extends object>(a: StoreRow<T> | undefined, b: StoreRow<T> | undefined): boolean {
  if (a === b) return true;
  if (a?.kind !== 'record' || b?.kind !== 'record') return false;
  return a.depth === b.depth && a.expanded === b.expanded && a.childCount === b.childCount;
}

/**
 * The row a tree cell draws. AG Grid redraws the cell when its value changes (a live update re-pricing the row
 * leaves the name as it is, and the cell alone); the row's tree, which the value does not carry, redraws it
 * from the row node's data changes: a row expanded, collapsed, or given children or moved to another depth.
 */
function useTreeRow<T extends object>(
  node: IRowNode<StoreRow<T>>,
  given: StoreRow<T> | undefined,
): StoreRow<T> | undefined {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // The node's data is the latest (given is what AG Grid last drew the cell with).
  const row = node.data ?? given;
  const drawn = useRef(row);
  useLayoutEffect(() => {
    drawn.current = row;
  });
  useEffect(() => {
    const onData = ({ newData }: DataChangedEvent<StoreRow<T>>) => {
      if (!sameTree(drawn.current, newData)) redraw();
    };
    node.addEventListener('dataChanged', onData);
    // A change between this cell's render and now.
    if (!sameTree(drawn.current, node.data)) redraw();
    return () => node.removeEventListener('dataChanged', onData);
  }, [node]);
  return row;
}

function TreeCheckBox<T extends object>({
  checkModel,
  record,
  label,
}: {
  checkModel: TreeCheckModel<T>;
  record: StoreRecord<T>;
  label: string;
}) {
  // Read through the snapshot, so the box re-renders when checks (or the tree) change.
  const state = useSnapshot(checkModel).stateOf(record);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="tb-grid-tree__check"
      aria-label={`Check ${label}`}
      aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
      checked={state === 'checked'}
      tabIndex={-1}
      onChange={() => checkModel.toggle(record)}
    />
  );
}
