import { toast as sonner, Toaster } from 'sonner';

export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';
export type ToastPosition = 'bottom-right' | 'top-center';

export interface ToastSpec {
  message: string;
  intent?: Intent;
  /** Milliseconds before it closes; null keeps it until dismissed. Default 3000. */
  timeout?: number | null;
  position?: ToastPosition;
}

/** Shows a toast; returns its id. */
export function toast(spec: ToastSpec | string): string | number {
  const s: ToastSpec = typeof spec === 'string' ? { message: spec } : spec;
  const opts = {
    duration: s.timeout === null ? Infinity : (s.timeout ?? 3000),
    position: s.position,
    className: `tb-toast tb-toast--${s.intent ?? 'none'}`,
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

/** Mount once near the root of an app. Bottom right by default, as the spec asks. */
export function ToastHost({ theme }: { theme?: 'light' | 'dark' }) {
  return <Toaster position="bottom-right" theme={theme} richColors closeButton />;
}
