import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/** Whether a panel is shown, and news of each change: read and followed by effects, not by re-rendering. */
export class PanelShown {
  private listeners = new Set<() => void>();

  constructor(private shown: boolean) {}

  get visible(): boolean {
    return this.shown;
  }

  set(visible: boolean): void {
    if (visible === this.shown) return;
    this.shown = visible;
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` at each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** Outside any PanelVisibility a panel is shown, for good. */
const ALWAYS_SHOWN = new PanelShown(true);
const PanelShownContext = createContext(ALWAYS_SHOWN);

export interface PanelVisibilityProps {
  /** Whether the subtree is shown now; its models follow each change in their effects. */
  visible: boolean;
  /** The subtree: a panel, a tab's content, a demo. */
  children: ReactNode;
}

/**
 * Marks a subtree kept mounted while it is hidden (a tab rendered lazily, a demo of the showcase left for
 * another): its models keep their state, and the kit leaves them out of the app's Refresh until they show again.
 * Showing or hiding it re-renders none of it: what depends on it follows in effects (see usePanelShown).
 */
export function PanelVisibility({ visible, children }: PanelVisibilityProps) {
  const [shown] = useState(() => new PanelShown(visible));
  useLayoutEffect(() => shown.set(visible), [shown, visible]);
  return <PanelShownContext.Provider value={shown}>{children}</PanelShownContext.Provider>;
}

/** Whether the calling component's panel is shown, and its changes (see PanelVisibility). */
export function usePanelShown(): PanelShown {
  return useContext(PanelShownContext);
}
