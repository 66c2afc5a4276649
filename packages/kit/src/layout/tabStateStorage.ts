import { z } from 'zod';
import { readLocalState, writeLocalState } from '../persist';

/** What a TabContainerModel keeps in local storage; versioned so a later shape can ignore older entries. */
const StoredTabState = z.object({ version: z.literal(1), activeTabId: z.string() });

/** The active tab id saved under `key`, or null when there is none (or storage is unavailable). */
export function readActiveTabId(key: string): string | null {
  return readLocalState(key, StoredTabState)?.activeTabId ?? null;
}

/** Saves the active tab id under `key`; a full or blocked storage only loses the preference. */
export function writeActiveTabId(key: string, activeTabId: string): void {
  writeLocalState(key, { version: 1, activeTabId });
}
