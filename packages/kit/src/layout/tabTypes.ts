import type { ReactNode } from 'react';

/** Where the tab switcher sits, or 'none' when the app renders its own switcher from the model. */
export type SwitcherPosition = 'top' | 'bottom' | 'left' | 'right' | 'none';

/**
 * When a tab's content is mounted:
 * - 'unmountOnHide' (default): only while the tab is active, so hidden tabs hold no state;
 * - 'lazy': from its first activation on, then kept mounted (hidden) so its state survives switching;
 * - 'always': from the start, even before it is first shown.
 */
export type RenderMode = 'unmountOnHide' | 'lazy' | 'always';

/** A tab's content: a render function (called only when the content mounts) or a ready element. */
export type TabContent = (() => ReactNode) | ReactNode;

/** Describes one tab of a TabContainerModel. */
export interface TabConfig {
  /** Unique within its container; also what is persisted as the active tab. */
  id: string;
  /** Text of the tab in the switcher (and the accessible name of its panel). */
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  /** The tab's body: an element, or a function rendering it, called when the tab is shown (see `renderMode`). */
  content: TabContent;
  /** A disabled tab shows in the switcher but cannot be activated. */
  disabled?: boolean;
  /** Hides the tab from the switcher; it can still be activated from code or a custom switcher. */
  excludeFromSwitcher?: boolean;
  /** A short marker shown after the title, e.g. 'New' or a count. */
  badge?: string | null;
  /** Tooltip of the tab in the switcher. */
  tooltip?: string;
  /** Overrides the container's render mode for this tab. */
  renderMode?: RenderMode;
}
