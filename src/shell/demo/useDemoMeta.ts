import { useEffect, useState } from 'react';
import { loadStoryMeta, type KitLink } from '../catalog/storyFiles';

/**
 * A demo's description and the kit components it uses, while its code loads: `settled` once they have come, or
 * could not (then null and none).
 */
export interface DemoMetaState {
  settled: boolean;
  description: string | null;
  kit: readonly KitLink[];
}

interface DemoMetaValue {
  description: string | null;
  kit: readonly KitLink[];
}

const cache = new Map<string, DemoMetaValue>();
const NO_META: DemoMetaValue = { description: null, kit: [] };

/**
 * The description of a demo's story and the kit components it uses, from its build-time meta chunk (a few hundred
 * bytes), kept once loaded.
 */
export function useDemoMeta(storyTitle: string): DemoMetaState {
  const [state, setState] = useState<DemoMetaState>(() => {
    const known = cache.get(storyTitle);
    return known ? { settled: true, ...known } : { settled: false, ...NO_META };
  });
  useEffect(() => {
    if (state.settled) return;
    let cancelled = false;
    const settle = (value: DemoMetaValue) => {
      cache.set(storyTitle, value);
      if (!cancelled) setState({ settled: true, ...value });
    };
    // A meta chunk that fails to load costs the header's extras only: the demo's own load says what went wrong.
    loadStoryMeta(storyTitle).then(
      (meta) => settle(meta ? { description: meta.description, kit: meta.kit } : NO_META),
      () => settle(NO_META),
    );
    return () => {
      cancelled = true;
    };
  }, [storyTitle, state.settled]);
  return state;
}
