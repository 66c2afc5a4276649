import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface PanelHeaderProps {
  /** The heading; it ends in an ellipsis when longer than the bar. */
  title?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Buttons and other items at the end of the bar. */
  headerItems?: ReactNode;
  /** A lower bar, for panels inside panels. */
  compact?: boolean;
}

/** The header bar of a Panel: icon, title and right-aligned header items. */
export function PanelHeader({ title, icon, headerItems, compact }: PanelHeaderProps) {
  return (
    <header className={clsx('tb-panel__header', compact && 'tb-panel__header--compact')}>
      {icon != null && (
        <span className="tb-panel__header-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 className="tb-panel__title">{title}</h2>
      {headerItems != null && <div className="tb-panel__header-items">{headerItems}</div>}
    </header>
  );
}
