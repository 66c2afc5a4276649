import { useEffect, useRef } from 'react';
import { usePanelShown, type PanelShown } from './panelVisibility';

type Loader = () => unknown;
const loaders = new Set<Loader>();
let refreshes = 0;

/** Adds a loader that the app's refresh button (refreshAll) re-runs; returns the function that removes it. */
export function registerRefreshable(load: Loader): () => void {
  // A wrapper per registration: the same function registered twice is refreshed once per registration.
  const entry: Loader = () => load();
  loaders.add(entry);
  return () => {
    loaders.delete(entry);
  };
}

/** Registers a loader for as long as the calling component is mounted (see also useLocalModel). */
export function useRefreshable(load: Loader): void {
  const latest = useRef(load);
  const shown = usePanelShown();
  const seen = useRef({ refreshes });
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => refreshWhileShown(shown, () => latest.current(), seen.current), [shown]);
}

/**
 * Keeps `load` registered with the app's Refresh while its panel is shown (see PanelVisibility); returns the
 * function that stops. Shown again after a refresh it was hidden for, it loads at once: what it shows is older
 * than the rest of the app. `seen` carries the refreshes seen from one call to the next (a remount).
 */
export function refreshWhileShown(shown: PanelShown, load: Loader, seen: { refreshes: number }): () => void {
  let unregister: (() => void) | null = null;
  const follow = () => {
    if (shown.visible && !unregister) {
      if (seen.refreshes !== refreshes) void load();
      unregister = registerRefreshable(load);
    } else if (!shown.visible && unregister) {
      seen.refreshes = refreshes;
      unregister();
      unregister = null;
    }
  };
  follow();
  const stop = shown.subscribe(follow);
  return () => {
    stop();
    if (unregister) {
      seen.refreshes = refreshes;
      unregister();
    }
  };
}

/**
 * How many times refreshAll has run: a panel hidden during a refresh (and so not registered) compares it when it
 * shows again, and reloads if it missed one.
 */
export function refreshCount(): number {
  return refreshes;
}

/** Re-runs every registered loader; resolves when all have settled. Returns how many ran. */
export async function refreshAll(): Promise<number> {
  refreshes++;
  const all = [...loaders];
  await Promise.allSettled(all.map((l) => l()));
  return all.length;
}
