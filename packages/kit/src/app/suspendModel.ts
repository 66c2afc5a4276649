import { proxy } from 'valtio';

/** Why the app is suspended: IDLE (inactivity) or any reason the app names. */
export type SuspendReason = 'IDLE' | 'APP_UPDATE' | 'SERVER_FORCE' | 'AUTH_EXPIRED' | (string & {});

export interface SuspendOptions {
  /** Shown on the overlay instead of the text for the reason. */
  message?: string;
  /** Whether the overlay's button reloads the page (default false: the app wakes up in place). */
  reloadOnResume?: boolean;
}

/** Whether the app is suspended, and why; SuspendedOverlay covers the app while it is. */
export const suspendModel = proxy({
  suspended: false,
  reason: null as SuspendReason | null,
  /** Epoch ms when it was suspended. */
  since: null as number | null,
  message: null as string | null,
  reloadOnResume: false,
});

const resumeListeners = new Set<() => void>();

/** Suspends the app: the overlay covers it until the user resumes (idle detection stops meanwhile). */
export function enterSuspended(reason: SuspendReason, options: SuspendOptions = {}): void {
  if (suspendModel.suspended) return;
  Object.assign(suspendModel, {
    suspended: true,
    reason,
    since: Date.now(),
    message: options.message ?? null,
    reloadOnResume: options.reloadOnResume ?? false,
  });
}

/** Wakes the app: reloads the page when suspended with reloadOnResume, else removes the overlay. */
export function resumeApp(): void {
  if (!suspendModel.suspended) return;
  if (suspendModel.reloadOnResume) {
    window.location.reload();
    return;
  }
  Object.assign(suspendModel, { suspended: false, reason: null, since: null, message: null });
  resumeListeners.forEach((l) => l());
}

/** Calls `listener` each time the app resumes in place (e.g. to refresh stale data); returns an unsubscribe. */
export function onResume(listener: () => void): () => void {
  resumeListeners.add(listener);
  return () => {
    resumeListeners.delete(listener);
  };
}
