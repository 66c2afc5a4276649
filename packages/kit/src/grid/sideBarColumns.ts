/**
 * What the side bar's Columns panel shows and changes: a grid's leaf columns in their order, each with its
 * visibility, pinning and the group it sits under. Moves keep groups whole: a column moves among the columns of
 * its group, a group or an ungrouped column among the top-level items.
 */

export type ColumnPin = 'left' | 'right' | null;

export interface SideBarColumnGroup {
  groupId: string;
  header: string;
}

export interface SideBarColumn {
  colId: string;
  header: string;
  hidden: boolean;
  pinned: ColumnPin;
  /** The group it is shown under; null at the top level. */
  group: SideBarColumnGroup | null;
  /** Users cannot hide it (e.g. a column the column chooser does not list). */
  lockVisible: boolean;
}

/** A top-level entry of the panel: an ungrouped column, or a run of columns of one group. */
export type SideBarItem =
  | { kind: 'column'; key: string; column: SideBarColumn }
  | { kind: 'group'; key: string; group: SideBarColumnGroup; columns: SideBarColumn[] };

/** The columns as the panel lists them: consecutive columns of one group under one group entry. */
export function sideBarItems(columns: readonly SideBarColumn[]): SideBarItem[] {
  const items: SideBarItem[] = [];
  for (const column of columns) {
    const last = items.at(-1);
    if (column.group && last?.kind === 'group' && last.group.groupId === column.group.groupId) {
      last.columns.push(column);
    } else if (column.group) {
      // A group split by a move in the grid's header shows twice: the key tells the runs apart.
      items.push({
        kind: 'group',
        key: `group:${column.group.groupId}:${column.colId}`,
        group: column.group,
        columns: [column],
      });
    } else {
      items.push({ kind: 'column', key: `column:${column.colId}`, column });
    }
  }
  return items;
}

const flatten = (items: readonly SideBarItem[]): SideBarColumn[] =>
  items.flatMap((item) => (item.kind === 'group' ? item.columns : [item.column]));

function arrayMove<X>(list: readonly X[], from: number, to: number): X[] {
  const out = [...list];
  const [moved] = out.splice(from, 1);
  if (moved !== undefined) out.splice(to, 0, moved);
  return out;
}

/** Where a column can move: its place among its siblings (its group's run, or the top-level items). */
export interface ColumnPlace {
  index: number;
  count: number;
}

export function columnPlace(columns: readonly SideBarColumn[], colId: string): ColumnPlace | null {
  const items = sideBarItems(columns);
  for (const [i, item] of items.entries()) {
    if (item.kind === 'column' && item.column.colId === colId) return { index: i, count: items.length };
    if (item.kind === 'group') {
      const index = item.columns.findIndex((c) => c.colId === colId);
      if (index >= 0) return { index, count: item.columns.length };
    }
  }
  return null;
}

/** The place of a top-level item (ungrouped column or group run) among the items. */
export function itemPlace(columns: readonly SideBarColumn[], key: string): ColumnPlace | null {
  const items = sideBarItems(columns);
  const index = items.findIndex((i) => i.key === key);
  return index < 0 ? null : { index, count: items.length };
}

/**
 * Moves a column to a place among its siblings (clamped); the columns unchanged when it cannot move there.
 * An ungrouped column moves among the top-level items, so past a whole group at once.
 */
export function moveColumnTo(
  columns: readonly SideBarColumn[],
  colId: string,
  toIndex: number,
): SideBarColumn[] {
  const items = sideBarItems(columns);
  const top = items.findIndex((i) => i.kind === 'column' && i.column.colId === colId);
  if (top >= 0) return moveItemTo(columns, items[top]?.key ?? '', toIndex);
  const next = items.map((item) => {
    if (item.kind !== 'group') return item;
    const from = item.columns.findIndex((c) => c.colId === colId);
    if (from < 0) return item;
    const to = clamp(toIndex, item.columns.length);
    return { ...item, columns: arrayMove(item.columns, from, to) };
  });
  return flatten(next);
}

/** Moves a column one place up (-1) or down (1) among its siblings. */
export function moveColumnBy(
  columns: readonly SideBarColumn[],
  colId: string,
  delta: -1 | 1,
): SideBarColumn[] {
  const place = columnPlace(columns, colId);
  return place ? moveColumnTo(columns, colId, place.index + delta) : [...columns];
}

/** Moves a top-level item (an ungrouped column or a group with all its columns) to a place among the items. */
export function moveItemTo(columns: readonly SideBarColumn[], key: string, toIndex: number): SideBarColumn[] {
  const items = sideBarItems(columns);
  const from = items.findIndex((i) => i.key === key);
  if (from < 0) return [...columns];
  return flatten(arrayMove(items, from, clamp(toIndex, items.length)));
}

/**
 * Moves a column dragged onto another: it takes the target's place when both are siblings (same group run, or
 * both top level); a drop elsewhere changes nothing, so groups stay whole.
 */
export function dropColumnOn(
  columns: readonly SideBarColumn[],
  colId: string,
  targetColId: string,
): SideBarColumn[] {
  if (colId === targetColId) return [...columns];
  const dragged = columns.find((c) => c.colId === colId);
  const target = columns.find((c) => c.colId === targetColId);
  if (!dragged || !target) return [...columns];
  if (!dragged.group && !target.group) {
    const place = itemPlace(columns, `column:${targetColId}`);
    return place ? moveColumnTo(columns, colId, place.index) : [...columns];
  }
  const items = sideBarItems(columns);
  const run = items.find(
    (i) => i.kind === 'group' && i.columns.includes(dragged) && i.columns.includes(target),
  );
  if (run?.kind !== 'group') return [...columns];
  return moveColumnTo(columns, colId, run.columns.indexOf(target));
}

/** Shows or hides columns; the last visible column stays (a grid with no columns is no use), as do locked ones. */
export function setColumnsHidden(
  columns: readonly SideBarColumn[],
  colIds: readonly string[],
  hidden: boolean,
): SideBarColumn[] {
  const wanted = new Set(colIds);
  const next = columns.map((c) => (wanted.has(c.colId) && !c.lockVisible ? { ...c, hidden } : c));
  if (next.some((c) => !c.hidden)) return next;
  // Hiding them all: the first of those asked stays visible.
  const keep = next.find((c) => wanted.has(c.colId));
  return next.map((c) => (c === keep ? { ...c, hidden: false } : c));
}

/** Whether a visible column is the last one shown (its check box cannot clear). */
export function isLastVisible(columns: readonly SideBarColumn[], colId: string): boolean {
  const visible = columns.filter((c) => !c.hidden);
  return visible.length === 1 && visible[0]?.colId === colId;
}

export function setColumnPinned(
  columns: readonly SideBarColumn[],
  colId: string,
  pinned: ColumnPin,
): SideBarColumn[] {
  return columns.map((c) => (c.colId === colId ? { ...c, pinned } : c));
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(length - 1, index));
}
