import { z } from 'zod';
import { clearLocalState, readLocalState, writeLocalState } from '../persist';
import type { ZoneMappings } from './types';

/** What a zone grid keeps under its local storage key: its mappings, sort and grouping. */
export interface ZoneGridPersistedState {
  version: 1;
  mappings: ZoneMappings;
  sortBy: { field: string; dir: 'asc' | 'desc'; abs?: boolean }[];
  groupBy: string[];
}

const ZoneFieldsSchema = z.array(z.object({ field: z.string(), showLabel: z.boolean() }));

const PersistedSchema = z.object({
  version: z.literal(1),
  mappings: z.object({
    tl: ZoneFieldsSchema,
    tr: ZoneFieldsSchema,
    bl: ZoneFieldsSchema,
    br: ZoneFieldsSchema,
  }),
  sortBy: z.array(z.object({ field: z.string(), dir: z.enum(['asc', 'desc']), abs: z.boolean().optional() })),
  groupBy: z.array(z.string()),
});

/** The saved state, or null when there is none or it is not valid (an older shape, edited by hand). */
export function readZoneGridState(key: string): ZoneGridPersistedState | null {
  return readLocalState(key, PersistedSchema);
}

export function writeZoneGridState(key: string, state: ZoneGridPersistedState): void {
  // Storage full or blocked (private mode): the grid works, it just forgets.
  writeLocalState(key, state);
}

export function clearZoneGridState(key: string): void {
  clearLocalState(key);
}
