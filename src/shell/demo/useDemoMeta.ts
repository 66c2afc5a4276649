import { useEffect, useState } from 'react';
import { loadStoryMeta } from '../catalog/storyFiles';

/** A demo's description while its code loads: `settled` once it has come, or could not (then null). */
export interface DemoMetaState {
  settled: boolean;
  description: string | null;
}

const cache = new Map<string, string | null>();

/** The description of a demo's story, from its build-time meta chunk (a few hundred bytes), kept once loaded. */
export function useDemoMeta(storyTitle: string): DemoMetaState {
  const [state, setState] = useState<DemoMetaState>(() =>
    cache.has(storyTitle)
      ? { settled: true, description: cache.get(storyTitle) ?? null }
      : { settled: false, description: null },
  );
  useEffect(() => {
    if (state.settled) return;
    let cancelled = false;
    const settle = (description: string | null) => {
      cache.set(storyTitle, description);
      if (!cancelled) setState({ settled: true, description });
    };
    // A meta chunk that fails to load costs the description only: the demo's own load says what went wrong.
    loadStoryMeta(storyTitle).then(
      (meta) => settle(meta?.description ?? null),
      () => settle(null),
    );
    return () => {
      cancelled = true;
    };
  }, [storyTitle, state.settled]);
  return state;
}
