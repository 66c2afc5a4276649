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
  readonly id: string;
  title: string;
  icon: ReactNode;
  content: TabContent;
  disabled: boolean;
  excludeFromSwitcher: boolean;
  badge: string | null;
  tooltip: string | undefined;
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

  activate(): void {
    this.owner.current.activateTab(this.id);
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setIcon(icon: ReactNode): void {
    this.icon = unproxied(icon);
  }

  setContent(content: TabContent): void {
    this.content = unproxied(content);
  }

  /** Disabling the active tab moves the container to a neighbouring enabled tab. */
  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
    if (disabled) this.owner.current.onTabDisabled(this.id);
  }

  setExcludeFromSwitcher(exclude: boolean): void {
    this.excludeFromSwitcher = exclude;
  }

  setBadge(badge: string | null): void {
    this.badge = badge;
  }
}

/** A read-only view of a tab, as `useSnapshot` gives it. */
export type TabSnapshot = Snapshot<TabModel>;
