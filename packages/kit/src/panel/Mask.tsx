import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './Mask.css';

export interface MaskProps {
  /** Text or content shown in the middle of the mask. */
  message?: ReactNode;
  /** Shows a spinner above the message (default true). */
  spinner?: boolean;
  /**
   * True (default) to cover only its positioned parent (in a Panel: the body); false to cover the whole
   * viewport, blocking the entire app.
   */
  inline?: boolean;
  /** A class added to the component's outer element. */
  className?: string;
}

/** A translucent layer that blocks interaction while something loads, with an optional spinner and message. */
export function Mask({ message, spinner = true, inline = true, className }: MaskProps) {
  const mask = (
    <div
      className={clsx('tb-mask', !inline && 'tb-mask--viewport', className)}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <div className="tb-mask__content">
        {spinner && <span className="tb-mask__spinner" aria-hidden="true" />}
        {message != null && message !== '' && <div className="tb-mask__message">{message}</div>}
      </div>
    </div>
  );
  return inline || typeof document === 'undefined' ? mask : createPortal(mask, document.body);
}
