import type { ReactNode } from 'react';
import './Mask.css';

export interface MaskProps {
  /** Text or content shown in the middle of the mask. */
  message?: ReactNode;
  /** Shows a spinner above the message (default true). */
  spinner?: boolean;
}

/** A translucent layer over its positioned parent that blocks interaction while something loads. */
export function Mask({ message, spinner = true }: MaskProps) {
  return (
    <div className="tb-mask" role="status" aria-live="polite">
      <div className="tb-mask__content">
        {spinner && <span className="tb-mask__spinner" aria-hidden="true" />}
        {message != null && <div className="tb-mask__message">{message}</div>}
      </div>
    </div>
  );
}
