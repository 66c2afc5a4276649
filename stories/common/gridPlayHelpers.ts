import { expect, waitFor } from 'storybook/test';

/**
 * Helpers for the play functions of the grid demos: reading AG Grid's rendered rows and cells the way a user
 * sees them (rows in display order, cell texts by column id), and catching a CSV download.
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

export interface CaughtDownload {
  fileName: string;
  text: string;
}

/**
 * Catches the next file download started by clicking a link with a `download` attribute (how AG Grid saves a
 * CSV): cancels it (no file is written) and resolves with the file name and content. The content is read from
 * the Blob the link was made for (URL.createObjectURL is watched meanwhile), not fetched back: a page's
 * Content-Security-Policy may not allow fetching blob: URLs.
 */
export function catchDownload(): Promise<CaughtDownload> {
  return new Promise((resolve, reject) => {
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    const watch = (obj: Blob | MediaSource) => {
      const url = createObjectURL(obj);
      if (obj instanceof Blob) blobs.set(url, obj);
      return url;
    };
    URL.createObjectURL = watch;
    const onClick = (e: MouseEvent) => {
      const link =
        e.target instanceof HTMLAnchorElement && e.target.hasAttribute('download') ? e.target : null;
      if (!link) return;
      e.preventDefault();
      document.removeEventListener('click', onClick, true);
      if (URL.createObjectURL === watch) URL.createObjectURL = createObjectURL;
      const blob = blobs.get(link.href);
      if (!blob) {
        reject(new Error(`The download of ${link.download} was not made from a Blob.`));
        return;
      }
      blob
        .text()
        .then((text) => resolve({ fileName: link.download, text: text.replace(/^\uFEFF/, '') }), reject);
    };
    document.addEventListener('click', onClick, true);
  });
}

/** A CSV text as rows of fields (quoted fields, doubled quotes and commas inside quotes handled). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
