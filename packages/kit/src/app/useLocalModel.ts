import { useEffect, useRef, useState } from 'react';
import { usePanelShown } from './panelVisibility';
import { refreshCount, refreshWhileShown } from './refreshRegistry';

/** What a panel's model may implement for the kit to drive it. Every method is optional. */
export interface ModelLifecycle {
  /** Loads (or reloads) the model's data: run on mount and by the app's Refresh button (refreshAll). */
  load?(): unknown;
  /** Releases what the model holds (aborts loads, stops timers, closes sockets): run on unmount. */
  destroy?(): void;
}

export interface LocalModelOptions {
  /** Load on mount (default true). Off for models whose first load waits on something else. */
  loadOnMount?: boolean;
  /**
   * Register `load` with the app's Refresh button (default true). A panel kept mounted while hidden (see
   * PanelVisibility) is left out, and reloads when it shows again if a refresh ran meanwhile.
   */
  refreshable?: boolean;
}

/**
 * Creates a panel's model once, loads it on mount, registers it for the app's Refresh, and destroys it on
 * unmount: the one lifecycle every demo and app panel uses, so none writes its own effect for it.
 *
 * React's StrictMode unmounts and remounts a new component once in development; the model survives that
 * remount (its destroy is deferred to a microtask and cancelled when the component mounts again), so a model
 * is destroyed exactly once, when its panel really goes away.
 */
export function useLocalModel<M extends object>(create: () => M, options: LocalModelOptions = {}): M {
  const [created] = useState(create);
  // Any object will do (a model without load or destroy is only created once); its lifecycle methods are used.
  const model: ModelLifecycle = created;
  const lifecycleRef = useRef({ mounted: 0, loaded: false, destroyed: false });
  const seen = useRef({ refreshes: refreshCount() });
  const { loadOnMount = true, refreshable = true } = options;
  const shown = usePanelShown();

  useEffect(() => {
    const lifecycle = lifecycleRef.current;
    lifecycle.mounted++;
    if (loadOnMount && !lifecycle.loaded) {
      lifecycle.loaded = true;
      void model.load?.();
    }
    return () => {
      lifecycle.mounted--;
      queueMicrotask(() => {
        if (lifecycle.mounted > 0 || lifecycle.destroyed) return;
        lifecycle.destroyed = true;
        model.destroy?.();
      });
    };
    // The model and its options are fixed for the component's life, as the model is created once.
  }, [model, loadOnMount]);

  useEffect(() => {
    if (!refreshable || !model.load) return;
    return refreshWhileShown(shown, () => model.load?.(), seen.current);
  }, [model, refreshable, shown]);

  return created;
}
