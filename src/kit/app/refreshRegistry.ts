import { useEffect, useRef } from 'react';

type Loader = () => unknown;
const loaders = new Set<Loader>();

/** Registers a loader that the app's refresh button (or any caller of refreshAll) re-runs. */
export function useRefreshable(load: Loader): void {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const fn: Loader = () => latest.current();
    loaders.add(fn);
    return () => {
      loaders.delete(fn);
    };
  }, []);
}

/** Re-runs every registered loader; resolves when all have settled. Returns how many ran. */
export async function refreshAll(): Promise<number> {
  const all = [...loaders];
  await Promise.allSettled(all.map((l) => l()));
  return all.length;
}
