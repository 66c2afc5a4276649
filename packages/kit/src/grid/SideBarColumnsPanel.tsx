import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { ArrowDownIcon, ArrowUpIcon, DotsSixVerticalIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import { Checkbox } from '../input';
import type { GridSideBarModel } from './GridSideBarModel';
import { isLastVisible, sideBarItems, type ColumnPin, type SideBarColumn } from './sideBarColumns';

const PIN_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'Not pinned' },
  { value: 'left', label: 'Pinned left' },
  { value: 'right', label: 'Pinned right' },
];

/** A move's button to focus again once the list is redrawn (a moved row loses focus as React moves it). */
interface PendingFocus {
  key: string;
  dir: 'up' | 'down';
}

/**
 * The Columns panel: every column in the grid's order, under its group, with a check box to show or hide it,
 * buttons to move it up or down (or a drag onto a sibling) and its pinning.
 */
export function SideBarColumnsPanel({ model }: { model: GridSideBarModel }) {
  const { columns } = useSnapshot(model);
  const items = sideBarItems(columns);
  const list = useRef<HTMLUListElement>(null);
  const pending = useRef<PendingFocus | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);

  useLayoutEffect(() => {
    const want = pending.current;
    if (!want) return;
    pending.current = null;
    const row = list.current?.querySelector(`[data-key="${CSS.escape(want.key)}"]`);
    const buttons = row
      ? [...row.querySelectorAll<HTMLButtonElement>(':scope > .tb-side-bar-col__moves button')]
      : [];
    const [up, down] = buttons;
    const target = want.dir === 'up' ? (up?.disabled ? down : up) : down?.disabled ? up : down;
    target?.focus();
  }, [columns]);

  const move = (key: string, dir: 'up' | 'down', act: () => void) => {
    pending.current = { key, dir };
    act();
  };

  const row = (column: SideBarColumn, index: number, count: number, key: string) => (
    <li
      key={key}
      data-key={key}
      className="tb-side-bar-col"
      draggable
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', column.colId);
        setDragged(column.colId);
      }}
      onDragEnd={() => setDragged(null)}
      onDragOver={(e) => {
        if (dragged && dragged !== column.colId) e.preventDefault();
      }}
      onDrop={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (dragged) model.dropColumn(dragged, column.colId);
        setDragged(null);
      }}
    >
      <span className="tb-side-bar-col__handle" aria-hidden="true">
        <DotsSixVerticalIcon />
      </span>
      <Checkbox
        className="tb-side-bar-col__check"
        label={column.header}
        value={!column.hidden}
        disabled={column.lockVisible || isLastVisible(columns, column.colId)}
        onChange={(v) => model.setColumnVisible(column.colId, v)}
      />
      <span className="tb-side-bar-col__moves">
        <Button
          icon={<ArrowUpIcon />}
          minimal
          title={`Move ${column.header} up`}
          disabled={index === 0}
          onClick={() => move(key, 'up', () => model.moveColumn(column.colId, -1))}
        />
        <Button
          icon={<ArrowDownIcon />}
          minimal
          title={`Move ${column.header} down`}
          disabled={index === count - 1}
          onClick={() => move(key, 'down', () => model.moveColumn(column.colId, 1))}
        />
      </span>
      <select
        className="tb-side-bar-col__pin"
        aria-label={`Pin ${column.header}`}
        value={column.pinned ?? ''}
        onChange={(e) => model.setColumnPinned(column.colId, (e.target.value || null) as ColumnPin)}
      >
        {PIN_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </li>
  );

  return (
    <ul className="tb-side-bar-cols" ref={list} aria-label="Grid columns">
      {items.map((item, i) => {
        if (item.kind === 'column') return row(item.column, i, items.length, item.key);
        const shown = item.columns.filter((c) => !c.hidden).length;
        const colIds = item.columns.map((c) => c.colId);
        const { header } = item.group;
        return (
          <li key={item.key} data-key={item.key} className="tb-side-bar-col tb-side-bar-col--group">
            <span className="tb-side-bar-col__handle" aria-hidden="true" />
            <Checkbox
              className="tb-side-bar-col__check"
              label={<strong>{header}</strong>}
              value={shown === item.columns.length ? true : shown === 0 ? false : null}
              onChange={(v) => model.setColumnsVisible(colIds, v)}
            />
            <span className="tb-side-bar-col__moves">
              <Button
                icon={<ArrowUpIcon />}
                minimal
                title={`Move group ${header} up`}
                disabled={i === 0}
                onClick={() => move(item.key, 'up', () => model.moveItem(item.key, -1))}
              />
              <Button
                icon={<ArrowDownIcon />}
                minimal
                title={`Move group ${header} down`}
                disabled={i === items.length - 1}
                onClick={() => move(item.key, 'down', () => model.moveItem(item.key, 1))}
              />
            </span>
            <ul className="tb-side-bar-cols tb-side-bar-cols--nested" aria-label={header}>
              {item.columns.map((c, j) => row(c, j, item.columns.length, `column:${c.colId}`))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
