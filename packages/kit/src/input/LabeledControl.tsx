import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface LabeledControlProps {
  /** The control's block class, e.g. 'tb-switch': the wrapper gets it, its label `{block}__label`. */
  block: string;
  /** Id of the control, so clicking the label operates it. */
  controlId: string;
  label?: ReactNode;
  labelSide?: 'left' | 'right';
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A small control (check box, switch) with its label on either side, the label clickable. */
export function LabeledControl({
  block,
  controlId,
  label,
  labelSide = 'right',
  disabled = false,
  className,
  children,
}: LabeledControlProps) {
  const labelEl =
    label != null ? (
      <label htmlFor={controlId} className={`${block}__label`}>
        {label}
      </label>
    ) : null;
  return (
    <span className={clsx(block, disabled && `${block}--disabled`, className)}>
      {labelSide === 'left' && labelEl}
      {children}
      {labelSide === 'right' && labelEl}
    </span>
  );
}
