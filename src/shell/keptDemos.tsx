import { useState, type ReactNode } from 'react';

interface Kept {
  activeId: string | null;
  /** The kept demos, in the order each was first shown: they keep their places in the page. */
  ids: string[];
  /** The same, the one shown most recently last. */
  recent: string[];
}

/**
 * The route ids of the demos of a tab to keep mounted: the one shown (`activeId`) and up to `max - 1` of those
 * left most recently. A demo left further back is dropped, and unmounts (its model is destroyed).
 */
export function useKeptDemos(activeId: string | null, max: number): string[] {
  const [kept, setKept] = useState<Kept>(() => {
    const ids = activeId ? [activeId] : [];
    return { activeId, ids, recent: ids };
  });
  if (activeId === kept.activeId) return kept.ids;
  // Adjusting state to a new route during render, as React recommends: the demo left never unmounts.
  // With no demo shown (an unknown sub-path shows the not-found panel), up to max - 1 are kept all the same.
  const recent = activeId
    ? [...kept.recent.filter((id) => id !== activeId), activeId].slice(-max)
    : kept.recent.slice(-(max - 1));
  const ids = kept.ids.filter((id) => recent.includes(id));
  if (activeId && !ids.includes(activeId)) ids.push(activeId);
  setKept({ activeId, ids, recent });
  return ids;
}

/**
 * One kept demo: while shown, what its route renders now (`element`); while hidden, what it rendered last, so it
 * stays as it was left.
 */
export function KeptDemo({ shown, element }: { shown: boolean; element: ReactNode }) {
  const [last, setLast] = useState(element);
  if (shown && element !== last) setLast(element);
  return shown ? element : last;
}
