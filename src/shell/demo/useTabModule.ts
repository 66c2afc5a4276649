import { useCallback, useEffect, useState } from 'react';
import type { ComposedDemo } from '../catalog/composeTab';
import { TAB_LOADERS } from '../catalog/tabLoaders';

/** A tab's chunk that did not arrive: 'missing' (the file failed to load) or 'timeout' (120 s passed). */
export class ChunkLoadError extends Error {
  readonly type: 'missing' | 'timeout';
  constructor(type: 'missing' | 'timeout', detail: string) {
    super(
      type === 'timeout'
        ? `The code for this tab did not arrive within ${CHUNK_TIMEOUT_MS / 1000} seconds.`
        : `The code for this tab could not be loaded (${detail}). The server may have been updated.`,
    );
    this.name = 'ChunkLoadError';
    this.type = type;
  }
}

export const CHUNK_TIMEOUT_MS = 120_000;

type State =
  | { status: 'loading' }
  | { status: 'loaded'; demos: Map<string, ComposedDemo> }
  | { status: 'failed'; error: ChunkLoadError };

const cache = new Map<string, Map<string, ComposedDemo>>();

export async function loadTab(tabId: string): Promise<Map<string, ComposedDemo>> {
  const hit = cache.get(tabId);
  if (hit) return hit;
  const loader = TAB_LOADERS[tabId];
  if (!loader) return new Map();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'time-out')), CHUNK_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([loader(), timeout]);
    cache.set(tabId, mod.default);
    return mod.default;
  } catch (e) {
    if (e instanceof ChunkLoadError) throw e;
    throw new ChunkLoadError('missing', e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
  }
}

/** Loads a tab's chunk, with a retry for when it fails. */
export function useTabModule(tabId: string): State & { retry: () => void } {
  const [state, setState] = useState<State>(() => {
    const hit = cache.get(tabId);
    return hit ? { status: 'loaded', demos: hit } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadTab(tabId).then(
      (demos) => !cancelled && setState({ status: 'loaded', demos }),
      (error: ChunkLoadError) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [tabId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { ...state, retry };
}
