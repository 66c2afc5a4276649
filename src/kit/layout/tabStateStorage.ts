/** What a TabContainerModel keeps in local storage; versioned so a later shape can ignore older entries. */
interface StoredTabState {
  version: 1;
  activeTabId: string;
}

/** The active tab id saved under `key`, or null when there is none (or storage is unavailable). */
export function readActiveTabId(key: string): string | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version, activeTabId } = parsed as Partial<StoredTabState>;
    return version === 1 && typeof activeTabId === 'string' ? activeTabId : null;
  } catch {
    return null;
  }
}

/** Saves the active tab id under `key`; a full or blocked storage only loses the preference. */
export function writeActiveTabId(key: string, activeTabId: string): void {
  const state: StoredTabState = { version: 1, activeTabId };
  try {
    window.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Persisting the active tab is a convenience: never let storage errors break tab switching.
  }
}
