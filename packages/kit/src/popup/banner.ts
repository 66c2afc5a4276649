import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import type { Intent } from '../button';

export interface BannerSpec {
  message: ReactNode;
  /** Colour of the bar (default primary). */
  intent?: Intent;
  /** Shown before the message; a default follows the intent, null for none. */
  icon?: ReactNode;
  /** Text of an action button shown after the message. */
  actionText?: string;
  /** Called when the action button is clicked; the banner stays up unless it calls hideBanner. */
  onAction?: () => void;
  /** Called when the banner is closed, by its close button or by hideBanner. */
  onClose?: () => void;
  /** Whether it has a close button (default true). */
  closable?: boolean;
}

let nextId = 0;
// The spec holds elements and callbacks, which stay out of the proxy.
let currentSpec: BannerSpec | null = null;

/** Which banner is shown at the top of the app (one at a time, by id); BannerHost renders it. */
export const bannerModel = proxy({ id: null as number | null });

/** The spec of the banner shown, if any. */
export function currentBanner(): BannerSpec | null {
  return currentSpec;
}

/** Shows a banner across the top of the app, replacing any banner already shown. */
export function banner(spec: BannerSpec): void {
  const previous = currentSpec;
  currentSpec = spec;
  bannerModel.id = ++nextId;
  previous?.onClose?.();
}

/** Hides the banner, if one is shown. */
export function hideBanner(): void {
  const previous = currentSpec;
  currentSpec = null;
  bannerModel.id = null;
  previous?.onClose?.();
}
