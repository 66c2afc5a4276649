import { clsx } from 'clsx';
import {
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { TooltipWithBounds } from '@visx/tooltip';
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { RecordId, Store, StoreRecord } from '../data';
import { themeModel, useSizingMode } from '../theme';
import { treeMapPalette } from './heatColor';
import { GROUP_HEADERS, layoutTreeMap, type TreeMapCell } from './treeMapLayout';
import type { TreeMapModel } from './TreeMapModel';
import { TreeMapCells } from './TreeMapCells';
import { TreeMapTooltip } from './TreeMapTooltip';
import { useElementSize } from './useElementSize';
import './TreeMap.css';

export interface TreeMapProps<T extends object, R> {
  /** The store and the fields giving each cell its label, size and heat, the colouring and the selection. */
  model: TreeMapModel<T, R>;
  /** A class on the root, which fills its container. */
  className?: string;
  /** Accessible name of the tree map (a list of its cells). */
  'aria-label'?: string;
}

/** Stands in for a grid model's selection when the tree map has none, so hooks run the same every render. */
const NO_GRID = proxy({ selectedIds: [] as RecordId[] });

const defaultHeatFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
/** One function for every render, so the memoised cells do not redraw when the pointer moves. */
const defaultHeatFormatter = (v: number) => defaultHeatFormat.format(v);

interface Pointer {
  index: number;
  x: number;
  y: number;
  byKeyboard: boolean;
}

/**
 * The store's version, moving on in transitions. New records (a live push) lay out and redraw in a render of
 * their own, after the task that brought them: a grid on the same store shows them first, and that task is not
 * made longer by the map's work, nor by a render of the map at its old version (as a deferred value would have).
 */
function useVersionInTransition<T extends object, R>(store: Store<T, R>): number {
  const [version, setVersion] = useState(() => store.version);
  useEffect(() => {
    const follow = () => startTransition(() => setVersion(store.version));
    // A change between the first render and now.
    if (store.version !== version) follow();
    return subscribeKey(store, 'version', follow);
    // Subscribed once per store: later versions come through the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return version;
}

/**
 * A tree map of a store's records (visx hierarchy): leaves sized by a field and coloured by the heat of
 * another, groups (a tree store's parents) drawn as boxes with headers. Click selects a record, ctrl / cmd
 * click adds it, and the selection is shared with the model's grid. It is a listbox for the keyboard: arrows
 * move through the cells, Enter or Space select. Fills its container; follows the app theme or its own.
 */
export function TreeMap<T extends object, R>({
  model,
  className,
  'aria-label': ariaLabel,
}: TreeMapProps<T, R>) {
  const snap = useSnapshot(model);
  const version = useVersionInTransition(model.store);
  const grid = useSnapshot(model.gridModel ?? NO_GRID);
  const { theme: appTheme } = useSnapshot(themeModel);
  const palette = treeMapPalette(snap.theme, appTheme);
  const idPrefix = useId().replace(/:/g, '');
  const parentRef = useRef<HTMLDivElement | null>(null);
  const { width, height } = useElementSize(parentRef);
  const [pointer, setPointer] = useState<Pointer | null>(null);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the store's version stands for its records
  const data = useMemo(() => model.data, [model, version]);
  const header = GROUP_HEADERS[useSizingMode()];
  const cells = useMemo(
    () => layoutTreeMap(data, Math.floor(width), Math.floor(height), snap.algorithm, header.height),
    [data, width, height, snap.algorithm, header.height],
  ) as TreeMapCell<StoreRecord<object>>[];
  const maxHeat = useMemo(
    () => model.effectiveMaxHeat(cells.filter((c) => c.isLeaf).map((c) => c.datum)),
    // snap.maxHeat: the model's own maximum changes the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model, cells, snap.maxHeat],
  );
  const selectedIds = model.gridModel ? grid.selectedIds : snap.ownSelectedIds;
  const selectedKey = selectedIds.map(String).join('\u0000');
  const selected = useMemo(() => new Set(selectedKey ? selectedKey.split('\u0000') : []), [selectedKey]);
  const heatFormatter = model.config.heatFormatter ?? defaultHeatFormatter;

  const active = pointer ? cells[pointer.index] : undefined;
  const record = active?.datum.source ?? null;

  const cellOf = (event: MouseEvent<SVGSVGElement>): number | null => {
    const el = (event.target as Element).closest('[data-cell]');
    return el ? Number(el.getAttribute('data-cell')) : null;
  };
  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    const index = cellOf(event);
    const box = event.currentTarget.getBoundingClientRect();
    if (index === null) setPointer(null);
    else setPointer({ index, x: event.clientX - box.left, y: event.clientY - box.top, byKeyboard: false });
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const index = cellOf(event);
    const source = index === null ? null : cells[index]?.datum.source;
    if (source) model.select(source.id, event.ctrlKey || event.metaKey);
  };
  const focusCell = (index: number) => {
    const c = cells[Math.max(0, Math.min(cells.length - 1, index))];
    if (!c) return;
    setPointer({ index: cells.indexOf(c), x: (c.x0 + c.x1) / 2, y: (c.y0 + c.y1) / 2, byKeyboard: true });
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const i = pointer?.index ?? -1;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        focusCell(i + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        focusCell(i < 0 ? cells.length - 1 : i - 1);
        break;
      case 'Home':
        focusCell(0);
        break;
      case 'End':
        focusCell(cells.length - 1);
        break;
      case 'Enter':
      case ' ': {
        const source = active?.datum.source;
        if (source) model.select(source.id, event.ctrlKey || event.metaKey);
        break;
      }
      case 'Escape':
        setPointer(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const tooltip = model.config.tooltip;
  const empty = cells.length === 0 && width > 0;
  return (
    <div
      ref={parentRef}
      className={clsx('tb-treemap', `tb-treemap--${palette.name}`, className)}
      style={{ background: palette.background }}
    >
      <svg
        width={Math.floor(width)}
        height={Math.floor(height)}
        className="tb-treemap__svg"
        fontFamily={palette.font}
        role="listbox"
        aria-label={ariaLabel ?? 'Tree map'}
        aria-multiselectable
        aria-activedescendant={pointer?.byKeyboard ? `${idPrefix}-${pointer.index}` : undefined}
        tabIndex={0}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setPointer(null)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={() => setPointer((p) => (p?.byKeyboard ? null : p))}
      >
        <TreeMapCells
          cells={cells}
          palette={palette}
          colorMode={snap.colorMode}
          maxHeat={maxHeat}
          selected={selected}
          idPrefix={idPrefix}
          heatFormatter={heatFormatter}
          header={header}
        />
        {active && (
          <rect
            x={active.x0 + 0.5}
            y={active.y0 + 0.5}
            width={Math.max(0, active.x1 - active.x0 - 1)}
            height={Math.max(0, active.y1 - active.y0 - 1)}
            fill="none"
            stroke={pointer?.byKeyboard ? palette.selection : palette.headerText}
            strokeOpacity={pointer?.byKeyboard ? 1 : 0.55}
            strokeWidth={pointer?.byKeyboard ? 2 : 1}
            strokeDasharray={pointer?.byKeyboard ? '4 2' : undefined}
            pointerEvents="none"
          />
        )}
      </svg>
      {empty && (
        <div className="tb-treemap__empty" style={{ color: palette.headerText }}>
          {model.config.emptyText ?? 'No data'}
        </div>
      )}
      {pointer && record && tooltip !== false && (
        <TooltipWithBounds
          key={pointer.index}
          left={pointer.x}
          top={pointer.y}
          offsetLeft={14}
          offsetTop={14}
          unstyled
          className="tb-treemap-tooltip"
        >
          {tooltip ? (
            tooltip(record as unknown as StoreRecord<T>)
          ) : (
            <TreeMapTooltip {...model.describe(record as unknown as StoreRecord<T>)} />
          )}
        </TooltipWithBounds>
      )}
    </div>
  );
}
