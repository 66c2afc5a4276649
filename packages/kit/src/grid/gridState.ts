import { z } from 'zod';
import { clearLocalState, readLocalState, writeLocalState } from '../persist';

/** The state of a column users can change: order (its place in the list), width, visibility, pinning. */
export interface ColumnState {
  colId: string;
  width?: number;
  hidden: boolean;
  pinned: 'left' | 'right' | null;
}

/** What a grid keeps under its local storage key. */
export interface GridPersistedState {
  version: 1;
  columns: ColumnState[];
  sortBy: { field: string; dir: 'asc' | 'desc'; abs?: boolean }[];
  groupBy: string[];
}

/** A saved column state, checked (for apps that keep a grid's state elsewhere, e.g. in a dashboard view). */
export const ColumnStateSchema = z.object({
  colId: z.string(),
  width: z.number().positive().optional(),
  hidden: z.boolean(),
  pinned: z.enum(['left', 'right']).nullable(),
});

/** A saved sorter, checked. */
export const SortBySchema = z.object({
  field: z.string(),
  dir: z.enum(['asc', 'desc']),
  abs: z.boolean().optional(),
});

const PersistedSchema = z.object({
  version: z.literal(1),
  columns: z.array(ColumnStateSchema),
  sortBy: z.array(SortBySchema),
  groupBy: z.array(z.string()),
});

/** The saved state, or null when there is none or it is not valid (an older shape, edited by hand). */
export function readGridState(key: string): GridPersistedState | null {
  return readLocalState(key, PersistedSchema);
}

export function writeGridState(key: string, state: GridPersistedState): void {
  // Storage full or blocked (private mode): the grid works, it just forgets.
  writeLocalState(key, state);
}

export function clearGridState(key: string): void {
  clearLocalState(key);
}

/**
 * Columns in the saved order with their saved width, visibility and pinning; columns the save does not know
 * (added since) keep their default and place; saved columns that no longer exist are dropped.
 */
export function mergeColumnState(
  defaults: readonly ColumnState[],
  saved: readonly ColumnState[],
): ColumnState[] {
  const known = new Map(defaults.map((c) => [c.colId, c]));
  const out: ColumnState[] = [];
  for (const s of saved) {
    if (!known.has(s.colId)) continue;
    out.push({ ...s });
    known.delete(s.colId);
  }
  defaults.forEach((d, i) => {
    if (!known.has(d.colId)) return;
    out.splice(Math.min(i, out.length), 0, { ...d });
  });
  return out;
}
