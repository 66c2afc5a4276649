import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSizingMode, SIZING_MODES, type SizingMode } from '../theme';
import { Grid } from './Grid';
import { GridModel, type GridConfig } from './GridModel';
import { gridHeights } from './gridSizes';

interface Row {
  id: number;
  company: string;
  city: string;
}

const ROWS: Row[] = [
  { id: 1, company: 'Acme', city: 'Paris' },
  { id: 2, company: 'Globex', city: 'Oslo' },
];

/** Record rows, header and group rows of each mode, as the sizing tokens give them. */
const EXPECTED: Record<SizingMode, { row: number; header: number; group: number }> = {
  large: { row: 34, header: 38, group: 36 },
  standard: { row: 28, header: 32, group: 30 },
  compact: { row: 24, header: 28, group: 26 },
  tiny: { row: 18, header: 22, group: 20 },
};

function model(extra: Partial<GridConfig<Row>> = {}) {
  const m = new GridModel<Row>({ store: {}, columns: [{ field: 'company' }, { field: 'city' }], ...extra });
  m.store.loadData(ROWS);
  return m;
}

/** The drawn row of a record (or group) id: its height is what a user sees. */
const rowEl = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`.ag-center-cols-container [row-id="${id}"], [row-id="${id}"]`);

async function shown(m: GridModel<Row>) {
  const view = render(<Grid model={m} />);
  await screen.findByRole('gridcell', { name: 'Globex' }, SLOW);
  return view;
}

const setMode = (mode: SizingMode) => act(() => setSizingMode(mode));

/** AG Grid builds and lays out in frames, from a timer in jsdom: slow on a busy machine. */
const SLOW = { timeout: 15_000 };

afterEach(async () => {
  await act(async () => setSizingMode('standard'));
});

describe('grid heights per sizing mode', () => {
  it('are the mode’s unless the model sets its own, for every mode or per mode', () => {
    for (const mode of SIZING_MODES) {
      const { row, header, group } = EXPECTED[mode];
      expect(gridHeights({}, mode)).toEqual({ rowHeight: row, headerHeight: header, groupRowHeight: group });
      expect(gridHeights({ rowHeight: 70, groupRowHeight: 40 }, mode)).toEqual({
        rowHeight: 70,
        headerHeight: header,
        groupRowHeight: 40,
      });
      expect(gridHeights({ hideHeaders: true }, mode).headerHeight).toBe(0);
    }
    const perMode = { large: 60, standard: 52, compact: 44, tiny: 36 };
    expect(gridHeights({ rowHeight: perMode }, 'compact').rowHeight).toBe(44);
    expect(gridHeights({ groupRowHeight: perMode }, 'tiny').groupRowHeight).toBe(36);
  });
});

describe('Grid in each sizing mode', () => {
  it('draws its rows and header at the mode’s heights, and redraws the same grid when the mode changes', async () => {
    const m = model();
    const { container } = await shown(m);
    const api = m.agApi;
    expect(rowEl(container, '2')?.style.height).toBe('28px');
    expect(api?.getGridOption('headerHeight')).toBe(32);

    for (const mode of ['tiny', 'large', 'compact', 'standard'] as const) {
      setMode(mode);
      await waitFor(() => expect(rowEl(container, '2')?.style.height).toBe(`${EXPECTED[mode].row}px`), SLOW);
      // The second row sits right below the first: the rows were laid out again, not just restyled.
      expect(rowEl(container, '2')?.style.transform || rowEl(container, '2')?.style.top).toContain(
        `${EXPECTED[mode].row}px`,
      );
      expect(m.agApi?.getGridOption('rowHeight')).toBe(EXPECTED[mode].row);
      expect(m.agApi?.getGridOption('headerHeight')).toBe(EXPECTED[mode].header);
      // Live: the same grid, not a new one.
      expect(m.agApi).toBe(api);
    }
  });

  it('keeps a row height the model sets in every mode, and follows one set per mode', async () => {
    const fixed = model({ rowHeight: 40 });
    const first = await shown(fixed);
    setMode('tiny');
    await waitFor(() => expect(fixed.agApi?.getGridOption('headerHeight')).toBe(22), SLOW);
    expect(rowEl(first.container, '2')?.style.height).toBe('40px');
    first.unmount();

    const perMode = model({ rowHeight: { large: 60, standard: 52, compact: 44, tiny: 36 } });
    const { container } = await shown(perMode);
    expect(rowEl(container, '2')?.style.height).toBe('36px');
    setMode('large');
    await waitFor(() => expect(rowEl(container, '2')?.style.height).toBe('60px'), SLOW);
  });

  it('draws group rows at the mode’s group height, also under a row height of its own', async () => {
    for (const m of [model({ groupBy: 'city' }), model({ groupBy: 'city', rowHeight: 40 })]) {
      const { container, unmount } = render(<Grid model={m} />);
      await screen.findByRole('button', { name: 'Expand Oslo' }, SLOW);
      const group = () => container.querySelector<HTMLElement>('.tb-grid-row--group');
      expect(group()?.style.height).toBe('30px');
      setMode('compact');
      await waitFor(() => expect(group()?.style.height).toBe('26px'), SLOW);
      setMode('standard');
      await waitFor(() => expect(group()?.style.height).toBe('30px'), SLOW);
      unmount();
    }
  });

  it('has no header in any mode when the model hides it', async () => {
    const m = model({ hideHeaders: true });
    await shown(m);
    setMode('large');
    await waitFor(() => expect(m.agApi?.getGridOption('rowHeight')).toBe(34), SLOW);
    expect(m.agApi?.getGridOption('headerHeight')).toBe(0);
  });
});
