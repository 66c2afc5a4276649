import type { ReactNode } from 'react';
import { CaretDownIcon, CaretLeftIcon, CaretRightIcon, CaretUpIcon } from '@phosphor-icons/react';
import { Tooltip } from '../tooltip';
import type { PanelSide } from './PanelModel';
// Its own styles: the bar is exported on its own, so they cannot ride along with ManagedPanel's.
import './CollapsedPanelBar.css';

/** The caret that points the way a panel on each side expands. */
const EXPAND_CARET = {
  left: CaretRightIcon,
  right: CaretLeftIcon,
  top: CaretDownIcon,
  bottom: CaretUpIcon,
} as const;

/** The caret that points the way a panel on each side collapses. */
export const COLLAPSE_CARET = {
  left: CaretLeftIcon,
  right: CaretRightIcon,
  top: CaretUpIcon,
  bottom: CaretDownIcon,
} as const;

/** Tooltips open towards the content, away from the window's edge the bar sits on. */
const TOOLTIP_SIDE = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' } as const;

export interface CollapsedPanelBarProps {
  /** The side of the layout the panel sits on: a left or right bar is vertical, its caret points inwards. */
  side: PanelSide;
  /** The panel's title, shown along the bar. */
  title?: ReactNode;
  /** The panel's icon, shown before the title. */
  icon?: ReactNode;
  /** Accessible name of the panel, used in the bar's label 'Expand {name}' (default: a text title). */
  name?: string;
  /** Called when the bar is clicked (or Enter / Space on it): the panel should expand. */
  onExpand: () => void;
}

/** What a collapsed panel shows: a slim bar with its icon and title (vertical for side panels); click to expand. */
export function CollapsedPanelBar({ side, title, icon, name, onExpand }: CollapsedPanelBarProps) {
  const Caret = EXPAND_CARET[side];
  // The label holds the title that shows on the bar, so that speech input can name the bar by what it reads.
  const shown = name ?? (typeof title === 'string' ? title : undefined);
  const label = shown ? `Expand ${shown}` : 'Expand';
  return (
    <Tooltip content={label} side={TOOLTIP_SIDE[side]}>
      <button
        type="button"
        className={`tb-panel-collapsed tb-panel-collapsed--${side}`}
        aria-expanded={false}
        aria-label={label}
        onClick={onExpand}
      >
        <Caret className="tb-panel-collapsed__caret" weight="bold" aria-hidden="true" />
        {icon != null && (
          <span className="tb-panel-collapsed__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {title != null && <span className="tb-panel-collapsed__title">{title}</span>}
      </button>
    </Tooltip>
  );
}
