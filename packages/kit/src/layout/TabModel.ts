import { ref, type Snapshot } from 'valtio';
import type { ReactNode } from 'react';
import type { RenderMode, TabConfig, TabContent } from './tabTypes';

/** What a tab tells its container about itself. */
export interface TabOwner {
  onTabDisabled(id: string): void;
  activateTab(id: string): void;
}

/**
 * Keeps objects out of valtio's proxies: React elements must reach React untouched, and a tab's owner must
 * not form a cycle in the state tree.
 */
export function unproxied<T>(value: T): T {
  return typeof value === 'object' && value !== null ? ref(value) : value;
}

/**
 * A tab's icon or content read from a snapshot. `unproxied` kept them out of the proxy, so the snapshot holds
 * the very objects given (valtio's types cannot know that).
 */
export function fromSnapshot<T>(value: Snapshot<T>): T {
  return value as unknown as T;
}

/** One tab of a TabContainerModel; change it through its setters so the container can react. */
export class TabModel {
  /** Unique within its container; what `activateTab` and `findTab` take. */
  readonly id: string;
  /** Text of the tab in the switcher; change it with `setTitle`. */
  title: string;
  /** Shown before the title; change it with `setIcon`. */
  icon: ReactNode;
  /** The tab's body, an element or a function rendering it; change it with `setContent`. */
  content: TabContent;
  /** Whether the tab cannot be activated; change it with `setDisabled`. */
  disabled: boolean;
  /** Whether the switcher leaves the tab out; change it with `setExcludeFromSwitcher`. */
  excludeFromSwitcher: boolean;
  /** A short marker after the title, or null; change it with `setBadge`. */
  badge: string | null;
  /** Tooltip of the tab in the switcher. */
  tooltip: string | undefined;
  /** The tab's own render mode, or undefined to follow its container's. */
  renderMode: RenderMode | undefined;
  /** Whether the tab has been active at least once (lazy tabs stay mounted from then on). */
  wasActivated = false;
  private readonly owner: { current: TabOwner };

  constructor(config: TabConfig, owner: TabOwner) {
    this.id = config.id;
    this.title = config.title;
    this.icon = unproxied(config.icon);
    this.content = unproxied(config.content);
    this.disabled = config.disabled ?? false;
    this.excludeFromSwitcher = config.excludeFromSwitcher ?? false;
    this.badge = config.badge ?? null;
    this.tooltip = config.tooltip;
    this.renderMode = config.renderMode;
    this.owner = ref({ current: owner });
  }

  /** Makes this the active tab of its container (ignored while disabled). */
  activate(): void {
    this.owner.current.activateTab(this.id);
  }

  /** Renames the tab. */
  setTitle(title: string): void {
    this.title = title;
  }

  /** Replaces the icon before the title. */
  setIcon(icon: ReactNode): void {
    this.icon = unproxied(icon);
  }

  /** Replaces the tab's body. */
  setContent(content: TabContent): void {
    this.content = unproxied(content);
  }

  /** Disabling the active tab moves the container to a neighbouring enabled tab. */
  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
    if (disabled) this.owner.current.onTabDisabled(this.id);
  }

  /** Leaves the tab out of the switcher (true), or shows it there again. */
  setExcludeFromSwitcher(exclude: boolean): void {
    this.excludeFromSwitcher = exclude;
  }

  /** Sets the marker after the title ('New', a count); null removes it. */
  setBadge(badge: string | null): void {
    this.badge = badge;
  }
}

/** A read-only view of a tab, as `useSnapshot` gives it. */
export type TabSnapshot = Snapshot<TabModel>;
