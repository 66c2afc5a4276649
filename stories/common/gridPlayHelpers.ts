import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Helpers for the play functions of the grid demos: reading AG Grid's rendered rows and cells the way a user
 * sees them (rows in display order or by id, cell texts by column id, selection). Catching its CSV download
 * is in downloads.ts.
 */

/** Display indexes of the rendered rows (AG Grid renders only the rows in view, plus a buffer), in order. */
export function rowIndexes(grid: HTMLElement): number[] {
  const indexes = new Set<number>();
  for (const row of grid.querySelectorAll('[role="row"][row-index]'))
    indexes.add(Number(row.getAttribute('row-index')));
  return [...indexes].sort((a, b) => a - b);
}

/** The rendered rows, one element per row (a row split by pinned columns gives its first part). */
export function gridRows(grid: HTMLElement): HTMLElement[] {
  return rowIndexes(grid)
    .map((i) => grid.querySelector<HTMLElement>(`[role="row"][row-index="${i}"]`))
    .filter((r): r is HTMLElement => r !== null);
}

/** The cell of a column in the row at a display index, wherever the column is pinned. */
export function cellAt(grid: HTMLElement, rowIndex: number, colId: string): HTMLElement | null {
  return grid.querySelector<HTMLElement>(`[role="row"][row-index="${rowIndex}"] [col-id="${colId}"]`);
}

/** Text of a cell, by display index and column id ('' for a full-width group row). */
export function cellText(grid: HTMLElement, rowIndex: number, colId: string): string {
  return cellAt(grid, rowIndex, colId)?.textContent?.trim() ?? '';
}

/** Texts of a column over the rendered rows, in display order (full-width rows give ''). */
export function columnTexts(grid: HTMLElement, colId: string): string[] {
  return rowIndexes(grid).map((i) => cellText(grid, i, colId));
}

/** A cell element of the row at a display index, once rendered. */
export async function findCell(grid: HTMLElement, rowIndex: number, colId: string): Promise<HTMLElement> {
  let cell: HTMLElement | null = null;
  await waitFor(() => {
    cell = cellAt(grid, rowIndex, colId);
    expect(cell).not.toBeNull();
  });
  return cell as unknown as HTMLElement;
}

/** The group rows rendered (full-width rows): their label and record count. */
export function groupRows(grid: HTMLElement): { label: string; count: number }[] {
  return gridRows(grid)
    .map((row) => row.querySelector('.tb-grid-group'))
    .filter((g): g is Element => g !== null)
    .map((g) => ({
      label: g.querySelector('.tb-grid-group__label')?.textContent ?? '',
      count: Number(g.querySelector('.tb-grid-group__count')?.textContent?.replace(/[^\d]/g, '')),
    }));
}

/**
 * Labels of every group row, as a user sees them scrolling the grid from top to bottom (AG Grid renders only
 * the rows near its viewport: tall rows, as a data view's cards, leave most groups unrendered). The grid is
 * scrolled back to its top after.
 */
export async function allGroupLabels(grid: HTMLElement): Promise<string[]> {
  // The element named as the grid is AG Grid's scrolling viewport; its header sticks at its top.
  const viewport = grid.matches('.ag-grid-viewport')
    ? grid
    : grid.querySelector<HTMLElement>('.ag-grid-viewport');
  if (!viewport) throw new Error('No grid viewport');
  const labels = new Map<number, string>();
  const scrollTo = async (top: number) => {
    viewport.scrollTop = top;
    await waitFor(() => {
      expect(rowAtTopOf(viewport)).toBe(true);
      // AG Grid draws a full-width row's content (a group's label, a card) in a later frame than the row.
      expect(blankRowsIn(viewport)).toBe(0);
    });
    for (const row of viewport.querySelectorAll('[role="row"][row-index]')) {
      const label = row.querySelector('.tb-grid-group__label')?.textContent;
      if (label != null) labels.set(Number(row.getAttribute('row-index')), label);
    }
  };
  // Half a viewport at a time, and the bottom read again at each step: rows measured as they are drawn (cards)
  // change the grid's height while it scrolls.
  const step = Math.max(
    1,
    (viewport.clientHeight - (viewport.querySelector('.ag-header')?.clientHeight ?? 0)) / 2,
  );
  const bottom = () => viewport.scrollHeight - viewport.clientHeight;
  for (let top = 0; top < bottom(); top += step) await scrollTo(top);
  await scrollTo(bottom());
  await scrollTo(0);
  return [...labels].sort(([a], [b]) => a - b).map(([, label]) => label);
}

/** How many of the rows showing in the viewport have no content drawn yet. */
function blankRowsIn(viewport: HTMLElement): number {
  const { top, bottom } = viewport.getBoundingClientRect();
  return [...viewport.querySelectorAll('[role="row"][row-index]')].filter((row) => {
    const rect = row.getBoundingClientRect();
    return rect.bottom > top && rect.top < bottom && !row.textContent?.trim();
  }).length;
}

/** Whether a row is drawn at the top of the viewport, below its header: the rows of its scroll position are. */
function rowAtTopOf(viewport: HTMLElement): boolean {
  const header = viewport.querySelector('.ag-header');
  const edge =
    Math.max(viewport.getBoundingClientRect().top, header?.getBoundingClientRect().bottom ?? -Infinity) + 1;
  return [...viewport.querySelectorAll('[role="row"][row-index]')].some((row) => {
    const { top, bottom } = row.getBoundingClientRect();
    return top <= edge && bottom > edge;
  });
}

/** '-12,345' → -12345. */
export function parseNumber(text: string): number {
  const negative = text.startsWith('-') || text.startsWith('(');
  const n = Number(text.replace(/[^\d.]/g, ''));
  return negative ? -n : n;
}

/** The header cell of a column (for its aria-sort, or to click it). */
export function headerCell(grid: HTMLElement, colId: string): HTMLElement {
  const cell = grid.querySelector<HTMLElement>(`.ag-header-cell[col-id="${colId}"]`);
  if (!cell) throw new Error(`No header for column ${colId}`);
  return cell;
}

/** Header texts of the visible columns, left to right. */
export function headerTexts(grid: HTMLElement): string[] {
  return [...grid.querySelectorAll<HTMLElement>('.ag-header-cell[col-id]')]
    .sort((a, b) => Number(a.getAttribute('aria-colindex')) - Number(b.getAttribute('aria-colindex')))
    .map((h) => h.querySelector('.ag-header-cell-text')?.textContent?.trim() ?? '')
    .filter(Boolean);
}

/** AG Grid writes row ids into the row-id attribute HTML-escaped ('a>b' as 'a&gt;b'). */
function rowIdAttr(id: string): string {
  return id.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function rowIdOf(attr: string): string {
  return attr.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Ids of the grid's selected rows. */
export function selectedRows(grid: HTMLElement): string[] {
  const ids = new Set<string>();
  for (const r of grid.querySelectorAll('.ag-row-selected[row-id]'))
    ids.add(rowIdOf(r.getAttribute('row-id') ?? ''));
  return [...ids].sort();
}

/** Ids of the grid's rows on screen (the grid draws only what is in view), in order. */
export function shownRows(grid: HTMLElement): string[] {
  const ids: string[] = [];
  for (const r of grid.querySelectorAll('.ag-row[row-id]')) {
    const id = rowIdOf(r.getAttribute('row-id') ?? '');
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Clicks a cell (default the name column's) of the grid row with this id, once the row is shown. */
export async function clickRow(grid: HTMLElement, id: string, colId = 'name'): Promise<void> {
  const target = await waitFor(() => {
    const c = grid.querySelector<HTMLElement>(
      `.ag-row[row-id="${CSS.escape(rowIdAttr(id))}"] [col-id="${colId}"]`,
    );
    expect(c).not.toBeNull();
    return c as HTMLElement;
  });
  await userEvent.click(target);
}
