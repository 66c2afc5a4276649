import type { CSSProperties, ReactNode } from 'react';
import { classNames } from '../button';
import './Toolbar.css';

export interface ToolbarProps {
  children?: ReactNode;
  /** Smaller height and gaps. */
  compact?: boolean;
  /** Lays the items out top to bottom (for side toolbars). */
  vertical?: boolean;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** A bar of buttons, inputs and labels; use ToolbarSeparator between groups and Filler to push items right. */
export function Toolbar({ children, compact, vertical, className, style, ...aria }: ToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      aria-label={aria['aria-label']}
      className={classNames(
        'tb-toolbar',
        compact && 'tb-toolbar--compact',
        vertical && 'tb-toolbar--vertical',
        className,
      )}
      style={style}
    >
      {children}
    </div>
  );
}

/** A thin divider between groups of toolbar items. */
export function ToolbarSeparator() {
  return <span className="tb-toolbar__separator" role="separator" />;
}

/** Takes all free space, pushing the items after it to the far end of the toolbar. */
export function Filler() {
  return <span className="tb-filler" aria-hidden="true" />;
}
