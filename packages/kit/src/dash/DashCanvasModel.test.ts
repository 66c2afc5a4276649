import { afterEach, describe, expect, it } from 'vitest';
import { DashCanvasModel, type DashCanvasViewConfig } from './DashCanvasModel';
import { compactVertically, findOpenPosition } from './canvasLayout';
import { TEST_SPECS } from './testViews';

const KEY = 'dashCanvasTest';
const initialState: DashCanvasViewConfig[] = [
  { spec: 'solo', x: 0, y: 0, w: 6, h: 3 },
  { spec: 'note', title: 'Note A', state: { n: 1 }, x: 6, y: 0, w: 6, h: 2 },
  { spec: 'solo', x: 0, y: 3 },
  { spec: 'note', x: 0, y: 5, w: 4, h: 2 },
];
const create = (compact = true) =>
  new DashCanvasModel({
    viewSpecs: TEST_SPECS,
    initialState,
    compact,
    persistWith: { localStorageKey: KEY },
  });
const flush = () => new Promise<void>((ok) => queueMicrotask(ok));

afterEach(() => localStorage.clear());

describe('canvas layout', () => {
  it('finds the first gap reading row by row', () => {
    const layout = [
      { x: 0, y: 0, w: 6, h: 2 },
      { x: 8, y: 0, w: 4, h: 1 },
    ];
    expect(findOpenPosition(layout, 2, 2, 12)).toEqual({ x: 6, y: 0, w: 2, h: 2 });
    expect(findOpenPosition(layout, 6, 1, 12)).toEqual({ x: 6, y: 1, w: 6, h: 1 });
    expect(findOpenPosition(layout, 20, 1, 12)).toEqual({ x: 0, y: 2, w: 12, h: 1 });
  });

  it('compacts views up into free space, in reading order', () => {
    const out = compactVertically([
      { id: 'a', x: 0, y: 4, w: 6, h: 2 },
      { id: 'b', x: 0, y: 9, w: 12, h: 1 },
      { id: 'c', x: 6, y: 2, w: 6, h: 3 },
    ]);
    expect(out.map((it) => [it.id, it.y])).toEqual([
      ['a', 0],
      ['b', 3],
      ['c', 0],
    ]);
  });
});

describe('DashCanvasModel', () => {
  it('starts from the initial views, a unique spec once, compacted', () => {
    const m = create();
    expect(m.views.map((v) => [v.id, v.title])).toEqual([
      ['solo', 'Solo'],
      ['note', 'Note A'],
      ['note_2', 'Note'],
    ]);
    expect(m.layout).toEqual([
      { id: 'solo', x: 0, y: 0, w: 6, h: 3 },
      { id: 'note', x: 6, y: 0, w: 6, h: 2 },
      { id: 'note_2', x: 0, y: 3, w: 4, h: 2 },
    ]);
    expect(create(false).getItem('note_2')).toEqual({ id: 'note_2', x: 0, y: 5, w: 4, h: 2 });
  });

  it('places an added view at its spec size in the first gap', () => {
    const m = create();
    m.addView('note');
    expect(m.getItem('note_3')).toEqual({ id: 'note_3', x: 6, y: 2, w: 4, h: 2 });
    m.addView('fixed');
    expect(m.getItem('fixed')).toEqual({ id: 'fixed', x: 4, y: 4, w: 4, h: 3 });
  });

  it('narrows views to fewer columns and keeps row heights of at least 10px', () => {
    const m = create();
    m.setColumns(4);
    expect(m.layout.map((it) => [it.x, it.w])).toEqual([
      [0, 4],
      [0, 4],
      [0, 4],
    ]);
    m.setRowHeight(2);
    expect(m.rowHeight).toBe(10);
  });

  it('takes the layout the canvas reports and saves it with titles and view state', async () => {
    const m = create();
    m.onLayoutChange([{ id: 'solo', x: 6, y: 2, w: 6, h: 3 }]);
    m.getView('note_2')?.setTitle('Renamed');
    await flush();
    const again = create(false);
    expect(again.getItem('solo')).toEqual({ id: 'solo', x: 6, y: 2, w: 6, h: 3 });
    expect(again.getView('note_2')?.title).toBe('Renamed');
    expect(again.getView('note')?.viewState).toEqual({ n: 1 });
  });

  it('clears (saved empty) and restores the defaults', async () => {
    const m = create();
    m.clear();
    await flush();
    expect(create().views).toEqual([]);
    m.restoreDefaults();
    expect(m.views).toHaveLength(3);
    expect(create().views).toHaveLength(3);
  });
});
