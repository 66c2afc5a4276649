import { useEffect, useRef } from 'react';

type Loader = () => unknown;
const loaders = new Set<Loader>();

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
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => registerRefreshable(() => latest.current()), []);
}

/** Re-runs every registered loader; resolves when all have settled. Returns how many ran. */
export async function refreshAll(): Promise<number> {
  const all = [...loaders];
  await Promise.allSettled(all.map((l) => l()));
  return all.length;
}
