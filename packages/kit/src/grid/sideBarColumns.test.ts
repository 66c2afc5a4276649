import { describe, expect, it } from 'vitest';
import {
  columnPlace,
  dropColumnOn,
  isLastVisible,
  moveColumnBy,
  moveItemTo,
  setColumnPinned,
  setColumnsHidden,
  sideBarItems,
  type SideBarColumn,
} from './sideBarColumns';

const perf = { groupId: 'perf', header: 'Performance' };
const col = (colId: string, group: SideBarColumn['group'] = null): SideBarColumn => ({
  colId,
  header: colId.toUpperCase(),
  hidden: false,
  pinned: null,
  group,
  lockVisible: false,
});
// symbol | Performance (mktVal, pnl, ret) | trader
const COLUMNS = [col('symbol'), col('mktVal', perf), col('pnl', perf), col('ret', perf), col('trader')];
const ids = (columns: readonly SideBarColumn[]) => columns.map((c) => c.colId);

describe('side bar columns', () => {
  it('lists consecutive columns of a group under one entry, the others at the top level', () => {
    const items = sideBarItems(COLUMNS);
    expect(
      items.map((i) => (i.kind === 'group' ? `${i.group.header}(${ids(i.columns)})` : i.column.colId)),
    ).toEqual(['symbol', 'Performance(mktVal,pnl,ret)', 'trader']);
  });

  it('a group split in two shows as two entries with their own keys', () => {
    const split = [col('mktVal', perf), col('symbol'), col('pnl', perf)];
    const keys = sideBarItems(split).map((i) => i.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('a grouped column moves among its group, never out of it', () => {
    expect(ids(moveColumnBy(COLUMNS, 'pnl', -1))).toEqual(['symbol', 'pnl', 'mktVal', 'ret', 'trader']);
    expect(ids(moveColumnBy(COLUMNS, 'mktVal', -1))).toEqual(ids(COLUMNS));
    expect(ids(moveColumnBy(COLUMNS, 'ret', 1))).toEqual(ids(COLUMNS));
    expect(columnPlace(COLUMNS, 'pnl')).toEqual({ index: 1, count: 3 });
  });

  it('an ungrouped column moves past a whole group at once', () => {
    expect(ids(moveColumnBy(COLUMNS, 'symbol', 1))).toEqual(['mktVal', 'pnl', 'ret', 'symbol', 'trader']);
    expect(ids(moveColumnBy(COLUMNS, 'trader', -1))).toEqual(['symbol', 'trader', 'mktVal', 'pnl', 'ret']);
    expect(ids(moveColumnBy(COLUMNS, 'symbol', -1))).toEqual(ids(COLUMNS));
    expect(columnPlace(COLUMNS, 'trader')).toEqual({ index: 2, count: 3 });
  });

  it('a group moves with all its columns', () => {
    const key = sideBarItems(COLUMNS)[1]?.key ?? '';
    expect(ids(moveItemTo(COLUMNS, key, 0))).toEqual(['mktVal', 'pnl', 'ret', 'symbol', 'trader']);
    expect(ids(moveItemTo(COLUMNS, key, 9))).toEqual(['symbol', 'trader', 'mktVal', 'pnl', 'ret']);
  });

  it('a dragged column takes a sibling’s place; dropped on a column of another group, nothing moves', () => {
    expect(ids(dropColumnOn(COLUMNS, 'ret', 'mktVal'))).toEqual(['symbol', 'ret', 'mktVal', 'pnl', 'trader']);
    expect(ids(dropColumnOn(COLUMNS, 'symbol', 'trader'))).toEqual([
      'mktVal',
      'pnl',
      'ret',
      'trader',
      'symbol',
    ]);
    expect(ids(dropColumnOn(COLUMNS, 'symbol', 'pnl'))).toEqual(ids(COLUMNS));
    expect(ids(dropColumnOn(COLUMNS, 'pnl', 'trader'))).toEqual(ids(COLUMNS));
  });

  it('hides and shows columns, but never the last visible one nor a locked one', () => {
    const hidden = setColumnsHidden(COLUMNS, ['pnl', 'ret'], true);
    expect(hidden.filter((c) => c.hidden).map((c) => c.colId)).toEqual(['pnl', 'ret']);
    const all = setColumnsHidden(COLUMNS, ids(COLUMNS), true);
    expect(all.filter((c) => !c.hidden).map((c) => c.colId)).toEqual(['symbol']);
    expect(isLastVisible(all, 'symbol')).toBe(true);
    expect(isLastVisible(COLUMNS, 'symbol')).toBe(false);
    const locked = COLUMNS.map((c) => (c.colId === 'trader' ? { ...c, lockVisible: true } : c));
    expect(setColumnsHidden(locked, ['trader'], true).find((c) => c.colId === 'trader')?.hidden).toBe(false);
  });

  it('pins a column left, right, or not', () => {
    const left = setColumnPinned(COLUMNS, 'trader', 'left');
    expect(left.find((c) => c.colId === 'trader')?.pinned).toBe('left');
    expect(setColumnPinned(left, 'trader', null).find((c) => c.colId === 'trader')?.pinned).toBeNull();
  });
});
