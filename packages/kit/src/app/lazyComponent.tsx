import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads when it first renders; `preload` starts that load without rendering it. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code (once; again after a failure), e.g. while the browser idles or on hover. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * Like `React.lazy`, a component whose code loads when it first renders, but it shows `fallback` itself until
 * then instead of suspending. React 19 holds every Suspense boundary's reveal until 300 ms after the last
 * fallback shown anywhere on the page (so that content does not pop in piece by piece): a part behind Suspense
 * showed up to 300 ms after its code had come whenever anything else had just shown a fallback (the toaster
 * mounting, the palette preloading, the dashboard's other views), and a dialog opened by a click showed no
 * sooner than 300 ms after it. A component loaded here shows as soon as its code has come.
 *
 * A failed load is thrown when rendering, to the nearest error boundary, and loads again on the next mount (the
 * boundary's Retry); React.lazy keeps a failure for good.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  function preload(): Promise<ComponentType<P>> {
    if (!loading) {
      loading = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      // Handled where it is awaited (the component, a caller of preload): not an unhandled rejection meanwhile.
      loading.catch(() => undefined);
    }
    return loading;
  }

  function Lazy(props: P): ReactNode {
    const [, setShown] = useState<ComponentType<P>>();
    const [failure, setFailure] = useState<{ error: unknown }>();
    // Started when rendering, as React.lazy does, not one commit later.
    const waiting = !loaded;
    if (waiting && !failure) void preload();
    // Keyed on whether this render waited, not on `loaded` now: the code may have come between the render that
    // showed the fallback and this effect, and that render must still be replaced.
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      preload().then(
        // In a transition, as React renders a Suspense reveal: in slices between which the browser paints and
        // handles input, not in one long task.
        (component) => live && startTransition(() => setShown(() => component)),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [waiting]);
    if (failure) throw failure.error;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }
  Lazy.preload = preload;
  return Lazy;
}
