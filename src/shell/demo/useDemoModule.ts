import { useCallback, useEffect, useState } from 'react';
import { composeDemo, type ComposedDemo, type StoryModule } from '../catalog/composeDemo';
import { storyFileOf } from '../catalog/storyFiles';
import { prefetchJson } from '../../api/fetchJson';

/** A demo's chunk that did not arrive: 'missing' (the file failed to load) or 'timeout' (120 s passed). */
export class ChunkLoadError extends Error {
  readonly type: 'missing' | 'timeout';
  constructor(type: 'missing' | 'timeout', detail: string) {
    super(
      type === 'timeout'
        ? `The code for this demo did not arrive within ${CHUNK_TIMEOUT_MS / 1000} seconds.`
        : `The code for this demo could not be loaded (${detail}). The server may have been updated.`,
    );
    this.name = 'ChunkLoadError';
    this.type = type;
  }
}

export const CHUNK_TIMEOUT_MS = 120_000;

type State =
  | { status: 'loading' }
  /** `demo` is null when no story carries the demo's title: it is not built yet. */
  | { status: 'loaded'; demo: ComposedDemo | null }
  /** The chunk did not arrive (ChunkLoadError), or the story cannot be shown in the app. */
  | { status: 'failed'; error: Error };

const cache = new Map<string, ComposedDemo | null>();
/** What waits for a demo to load, without starting its load: see prefetchOnLoad. */
const onLoad = new Map<string, ((demo: ComposedDemo | null) => void)[]>();

function prefetchFor(demo: ComposedDemo | null, search: string): void {
  for (const url of demo?.prefetch?.(search) ?? []) prefetchJson(url);
}

/** Loads one demo: its story file, a chunk of its own with what only it uses. Kept once loaded. */
export async function loadDemo(storyTitle: string): Promise<ComposedDemo | null> {
  if (cache.has(storyTitle)) return cache.get(storyTitle) ?? null;
  const story = storyFileOf(storyTitle);
  if (!story) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'time-out')), CHUNK_TIMEOUT_MS);
  });
  let mod: StoryModule;
  try {
    mod = await Promise.race([story.load(), timeout]);
  } catch (e) {
    if (e instanceof ChunkLoadError) throw e;
    throw new ChunkLoadError('missing', e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
  }
  const composed = composeDemo(story.file, mod);
  cache.set(storyTitle, composed);
  for (const waiter of onLoad.get(storyTitle) ?? []) waiter(composed);
  onLoad.delete(storyTitle);
  return composed;
}

/**
 * Starts loading a demo before it is shown (while the pointer is on a link to it): the chunk is then fetched
 * while the click completes. Failures are left to the demo's view, which retries.
 */
export function preloadDemo(storyTitle: string): void {
  loadDemo(storyTitle).catch(() => undefined);
}

/**
 * Starts loading a demo about to be shown, and then the data it asks for first (its story's
 * `parameters.app.prefetch`): the answer comes while the demo renders, instead of after it. Only for a demo that
 * is about to mount (its data loads then), not on hover. `search` is the query string of the address it opens at.
 */
export function openDemo(storyTitle: string, search = ''): void {
  loadDemo(storyTitle)
    .then((demo) => prefetchFor(demo, search))
    .catch(() => undefined);
}

/**
 * Asks for a demo's first data as soon as its code has loaded, whoever loads it (the page's own demo, which its
 * view loads once its header has painted): the answer comes while the demo renders.
 */
export function prefetchOnLoad(storyTitle: string, search = ''): void {
  if (cache.has(storyTitle)) {
    prefetchFor(cache.get(storyTitle) ?? null, search);
    return;
  }
  onLoad.set(storyTitle, [...(onLoad.get(storyTitle) ?? []), (demo) => prefetchFor(demo, search)]);
}

/** Loads a demo's chunk, with a retry for when it fails. */
export function useDemoModule(
  storyTitle: string,
  { start = true }: { start?: boolean } = {},
): State & {
  retry: () => void;
} {
  const [state, setState] = useState<State>(() =>
    cache.has(storyTitle) ? { status: 'loaded', demo: cache.get(storyTitle) ?? null } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!start) return;
    let cancelled = false;
    loadDemo(storyTitle).then(
      (demo) => !cancelled && setState({ status: 'loaded', demo }),
      (e: unknown) =>
        !cancelled && setState({ status: 'failed', error: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      cancelled = true;
    };
  }, [storyTitle, attempt, start]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { ...state, retry };
}
