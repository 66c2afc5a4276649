import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import './Placeholder.css';

export interface PlaceholderProps {
  /** A large, muted icon above the content (e.g. what would show here). */
  icon?: ReactNode;
  /** What to say (and do) while there is nothing to show: text, or text with a button. */
  children?: ReactNode;
  /** A class added to the outer element. */
  className?: string;
  /** Inline style of the outer element, e.g. a fixed height outside a flex layout. */
  style?: CSSProperties;
}

/**
 * An empty state: a muted icon and a message centred in the space a component would fill, e.g. a detail panel
 * with no record selected. Children are laid out in a column; plain text reads as a muted paragraph.
 */
export function Placeholder({ icon, children, className, style }: PlaceholderProps) {
  return (
    <div className={clsx('tb-placeholder', className)} style={style}>
      {icon != null && (
        <div className="tb-placeholder__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {children}
    </div>
  );
}
