import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './LoadingIndicator.css';
import './VisuallyHidden.css';

/** A corner of the panel body: top-left, top-right, bottom-left, bottom-right. */
export type Corner = 'tl' | 'tr' | 'bl' | 'br';

export interface LoadingIndicatorProps {
  /** Text shown in the indicator. */
  message?: ReactNode;
  /** Shows a small spinner before the message (default true). */
  spinner?: boolean;
  /** The corner it sits in (default 'br'). */
  corner?: Corner;
  /** A class added to the component's outer element. */
  className?: string;
}

/**
 * A small, unobtrusive pill in a corner of its positioned parent (in a Panel: the body) saying something is
 * loading, without blocking the content as a Mask does. With neither message nor spinner it says 'Loading...'.
 */
export function LoadingIndicator({
  message,
  spinner = true,
  corner = 'br',
  className,
}: LoadingIndicatorProps) {
  const hasMessage = message != null && message !== '';
  return (
    <div
      className={clsx('tb-loading-indicator', `tb-loading-indicator--${corner}`, className)}
      role="status"
      aria-live="polite"
    >
      {spinner && <span className="tb-loading-indicator__spinner" aria-hidden="true" />}
      {(hasMessage || !spinner) && (
        <span className="tb-loading-indicator__message">{hasMessage ? message : 'Loading...'}</span>
      )}
      {!hasMessage && spinner && <span className="tb-visually-hidden">Loading...</span>}
    </div>
  );
}
