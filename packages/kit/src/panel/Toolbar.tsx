import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { OverflowToolbar } from './OverflowToolbar';
export { Filler, ToolbarSeparator } from './ToolbarParts';
import './Toolbar.css';

export interface ToolbarProps {
  /** The buttons, inputs and labels of the bar, with ToolbarSeparator and Filler between them. */
  children?: ReactNode;
  /** Smaller height, gaps and buttons. */
  compact?: boolean;
  /** Lays the items out top to bottom (for side toolbars). */
  vertical?: boolean;
  /** Flows the items that do not fit onto further lines (e.g. a bar of filters) instead of clipping them. */
  wrap?: boolean;
  /** Moves the items that do not fit into a "more" menu at the end of the bar instead of clipping them. */
  enableOverflowMenu?: boolean;
  /** With the overflow menu: the name and tooltip of its "more" button and of the menu (default 'More items'). */
  overflowLabel?: string;
  /**
   * With the overflow menu: told the keys of the items it holds (in order) whenever they change, e.g. to mark the
   * "more" button when the current page's link is in it.
   */
  onOverflowChange?: (keys: string[]) => void;
  /** A class added to the component's outer element. */
  className?: string;
  /** Styles of the component's outer element. */
  style?: CSSProperties;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
}

/** A bar of buttons, inputs and labels; use ToolbarSeparator between groups and Filler to push items right. */
export function Toolbar({
  children,
  compact,
  vertical,
  wrap,
  enableOverflowMenu,
  overflowLabel = 'More items',
  onOverflowChange,
  className,
  style,
  ...aria
}: ToolbarProps) {
  const classes = clsx(
    'tb-toolbar',
    compact && 'tb-toolbar--compact',
    vertical && 'tb-toolbar--vertical',
    wrap && 'tb-toolbar--wrap',
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
        overflowLabel={overflowLabel}
        onOverflowChange={onOverflowChange}
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
