import { useEffect, useRef } from 'react';
import { IdleDetector } from './idleDetector';
import { enterSuspended, onResume, suspendModel } from './suspendModel';

export interface IdleDetectionOptions {
  /** How long without activity counts as idle. */
  timeoutMs: number;
  /** Turns the detection off (e.g. by a user preference); default true. */
  enabled?: boolean;
  /** What happens when the user goes idle; default: suspend the app with reason IDLE. */
  onIdle?: () => void;
}

/** Watches for inactivity while mounted and, by default, suspends the app with reason IDLE. */
export function useIdleDetection({ timeoutMs, enabled = true, onIdle }: IdleDetectionOptions): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (!enabled || timeoutMs <= 0) return;
    const detector = new IdleDetector({
      timeoutMs,
      onIdle: () => {
        if (suspendModel.suspended) return;
        if (latest.current) latest.current();
        else enterSuspended('IDLE');
      },
    });
    detector.start();
    const unsubscribe = onResume(detector.onActivity);
    return () => {
      unsubscribe();
      detector.stop();
    };
  }, [enabled, timeoutMs]);
}
