import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { OverflowToolbar } from './OverflowToolbar';
export { Filler, ToolbarSeparator } from './ToolbarParts';
import './Toolbar.css';

export interface ToolbarProps {
  children?: ReactNode;
  /** Smaller height, gaps and buttons. */
  compact?: boolean;
  /** Lays the items out top to bottom (for side toolbars). */
  vertical?: boolean;
  /** Moves the items that do not fit into a "more" menu at the end of the bar instead of clipping them. */
  enableOverflowMenu?: boolean;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** A bar of buttons, inputs and labels; use ToolbarSeparator between groups and Filler to push items right. */
export function Toolbar({
  children,
  compact,
  vertical,
  enableOverflowMenu,
  className,
  style,
  ...aria
}: ToolbarProps) {
  const classes = clsx(
    'tb-toolbar',
    compact && 'tb-toolbar--compact',
    vertical && 'tb-toolbar--vertical',
    className,
  );
  if (enableOverflowMenu) {
    return (
      <OverflowToolbar
        className={classes}
        style={style}
        compact={compact}
        vertical={vertical}
        aria-label={aria['aria-label']}
      >
        {children}
      </OverflowToolbar>
    );
  }
  return (
    <div
      role="toolbar"
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      aria-label={aria['aria-label']}
      className={classes}
      style={style}
    >
      {children}
    </div>
  );
}
