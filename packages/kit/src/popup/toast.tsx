import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../app/lazyComponent';
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

type Sonner = typeof SonnerModule;

// sonner loads on its own, when the host mounts or the first toast is asked for: no page needs it to show its
// first content, and it would weigh about 9 kB compressed in every app's first load.
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((m) => (sonner = m));
  return loading;
}

/** Toasts asked for before sonner arrived, by id, in order; dismissing one drops it here. */
const pending = new Map<string, (m: Sonner) => void>();
let nextId = 0;

function show(m: Sonner, s: ToastSpec, id: string): void {
  const opts = {
    id,
    duration: s.timeout === null ? Infinity : (s.timeout ?? 3000),
    position: s.position,
    className: `tb-toast tb-toast--${s.intent ?? 'none'}`,
    icon: s.icon,
    action: s.action && { label: s.action.text, onClick: s.action.onClick },
  };
  const { toast: t } = m;
  switch (s.intent) {
    case 'success':
      t.success(s.message, opts);
      break;
    case 'warning':
      t.warning(s.message, opts);
      break;
    case 'danger':
      t.error(s.message, opts);
      break;
    case 'primary':
      t.info(s.message, opts);
      break;
    default:
      t(s.message, opts);
  }
}

/** Shows a toast; returns its id (for dismissToast). */
export function toast(spec: ToastSpec | string): string {
  const s: ToastSpec = typeof spec === 'string' ? { message: spec } : spec;
  const id = `tb-toast-${++nextId}`;
  if (sonner) {
    show(sonner, s, id);
    return id;
  }
  pending.set(id, (m) => show(m, s, id));
  void loadSonner().then((m) => {
    pending.get(id)?.(m);
    pending.delete(id);
  });
  return id;
}

/** Closes a toast by id, or every toast without one. */
export function dismissToast(id?: string | number): void {
  if (id === undefined) pending.clear();
  else pending.delete(String(id));
  sonner?.toast.dismiss(id);
}

const LazyToaster = lazyComponent(() => loadSonner().then((m) => m.Toaster));

/**
 * Mount once near the root of an app (bottom right by default, as the spec asks). The theme follows the kit's
 * theme unless given. Extra instances (e.g. from a story decorator inside the shell) render nothing.
 */
export function ToastHost({
  theme,
}: {
  /** Colours of the toasts; by default the kit's current theme. */
  theme?: 'light' | 'dark';
}) {
  const active = useSingleHost('toasts');
  const snap = useSnapshot(themeModel);
  if (!active) return null;
  return <LazyToaster position="bottom-right" theme={theme ?? snap.theme} richColors closeButton />;
}
