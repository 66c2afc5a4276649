import type { GridState } from 'ag-grid-community';
import { z } from 'zod';
import { readLocalState, writeLocalState } from '@toolbox/kit/persist';

/** Local storage key of the saved grid state (SPEC §3). */
export const GRID_STATE_KEY = 'agGridWrapperState';

/**
 * What 'Save grid state' keeps: AG Grid's own state (api.getState(): columns, sort, filters, selection) plus the
 * two display options that are grid options rather than state (row height, floating filters).
 */
export interface SavedGridState {
  version: 1;
  savedAt: number;
  grid: GridState;
  compact: boolean;
  floatingFilters: boolean;
}

const SavedSchema = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  // AG Grid validates its own state on setState; here it need only be an object.
  grid: z.custom<GridState>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
  compact: z.boolean(),
  floatingFilters: z.boolean(),
});

/** The saved state, or null when there is none or it is not one we wrote (another shape, edited by hand). */
export function readSavedGridState(key = GRID_STATE_KEY): SavedGridState | null {
  return readLocalState(key, SavedSchema);
}

/** Writes the state; false when storage is full or blocked (private mode). */
export function writeSavedGridState(state: SavedGridState, key = GRID_STATE_KEY): boolean {
  return writeLocalState(key, state);
}
