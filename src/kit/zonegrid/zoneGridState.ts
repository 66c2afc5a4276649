import { z } from 'zod';
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
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return null;
    const parsed = PersistedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeZoneGridState(key: string, state: ZoneGridPersistedState): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the grid works, it just forgets.
  }
}

export function clearZoneGridState(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // As above.
  }
}
