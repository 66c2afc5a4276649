import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './Input.css';

export interface LabelProps {
  /** The text of the label. */
  children: ReactNode;
  /** The id of the input this labels. */
  htmlFor?: string;
  /** A class added to the component's outer element. */
  className?: string;
}

/** A compact label for an input, e.g. in a toolbar. */
export function Label({ children, htmlFor, className }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className={clsx('tb-label', className)}>
      {children}
    </label>
  );
}

/** In a toolbar with an overflow menu, a label moves into the menu with the input after it. */
Label.toolbarItemKind = 'label' as const;
