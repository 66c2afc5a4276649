import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

interface HostEntry {
  id: number;
  priority: number;
}

const hosts = new Map<string, HostEntry[]>();
const listeners = new Set<() => void>();
let nextId = 0;

function notify(): void {
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The id of the host of `kind` that renders: the highest priority, then the first mounted. */
function activeHostId(kind: string): number | undefined {
  let best: HostEntry | undefined;
  for (const h of hosts.get(kind) ?? []) if (!best || h.priority > best.priority) best = h;
  return best?.id;
}

/** Whether any host of `kind` is mounted (popups opened without one would never show). */
export function hasHost(kind: string): boolean {
  return (hosts.get(kind)?.length ?? 0) > 0;
}

/**
 * Lets a host component (toasts, dialogs, banner, overlays) be mounted more than once (the app shell mounts
 * one, a story's decorator another) while exactly one of them renders. Returns whether this one renders.
 */
export function useSingleHost(kind: string, priority = 0): boolean {
  const [id] = useState(() => ++nextId);
  useLayoutEffect(() => {
    const list = hosts.get(kind) ?? [];
    hosts.set(kind, [...list, { id, priority }]);
    notify();
    return () => {
      hosts.set(
        kind,
        (hosts.get(kind) ?? []).filter((h) => h.id !== id),
      );
      notify();
    };
  }, [kind, id, priority]);
  return useSyncExternalStore(
    subscribe,
    () => activeHostId(kind) === id,
    () => false,
  );
}
