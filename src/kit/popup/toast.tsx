import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { toast as sonner, Toaster } from 'sonner';
import type { Intent } from '../button';
import { themeModel } from '../theme/themeModel';
import { useSingleHost } from './singleHost';
import './Toast.css';

export type { Intent };
export type ToastPosition = 'bottom-right' | 'top-center';

export interface ToastSpec {
  message: ReactNode;
  intent?: Intent;
  /** Milliseconds before it closes; null keeps it until dismissed. Default 3000. */
  timeout?: number | null;
  /** Where it shows: bottom right (default) or top centre. */
  position?: ToastPosition;
  /** Replaces the intent's icon. */
  icon?: ReactNode;
  /** A button on the toast; clicking it also closes the toast. */
  action?: { text: string; onClick: () => void };
}

/** Shows a toast; returns its id (for dismissToast). */
export function toast(spec: ToastSpec | string): string | number {
  const s: ToastSpec = typeof spec === 'string' ? { message: spec } : spec;
  const opts = {
    duration: s.timeout === null ? Infinity : (s.timeout ?? 3000),
    position: s.position,
    className: `tb-toast tb-toast--${s.intent ?? 'none'}`,
    icon: s.icon,
    action: s.action && { label: s.action.text, onClick: s.action.onClick },
  };
  switch (s.intent) {
    case 'success':
      return sonner.success(s.message, opts);
    case 'warning':
      return sonner.warning(s.message, opts);
    case 'danger':
      return sonner.error(s.message, opts);
    case 'primary':
      return sonner.info(s.message, opts);
    default:
      return sonner(s.message, opts);
  }
}

/** Closes a toast by id, or every toast without one. */
export function dismissToast(id?: string | number): void {
  sonner.dismiss(id);
}

/**
 * Mount once near the root of an app (bottom right by default, as the spec asks). The theme follows the kit's
 * theme unless given. Extra instances (e.g. from a story decorator inside the shell) render nothing.
 */
export function ToastHost({ theme }: { theme?: 'light' | 'dark' }) {
  const active = useSingleHost('toasts');
  const snap = useSnapshot(themeModel);
  if (!active) return null;
  return <Toaster position="bottom-right" theme={theme ?? snap.theme} richColors closeButton />;
}
