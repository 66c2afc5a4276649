import { proxy } from 'valtio';
import { TabModel, type TabOwner } from './TabModel';
import { readActiveTabId, writeActiveTabId } from './tabStateStorage';
import type { RenderMode, SwitcherPosition, TabConfig } from './tabTypes';

export interface TabContainerConfig {
  /** The tabs, in order; add, remove and replace them later through the model. */
  tabs?: TabConfig[];
  /** The tab active at first (unless a persisted one applies); the first enabled tab by default. */
  defaultTabId?: string;
  /** Where the switcher sits (default 'top'); 'none' to drive the model from a custom switcher. */
  switcherPosition?: SwitcherPosition;
  /** When inactive tabs are mounted (default 'unmountOnHide'). */
  renderMode?: RenderMode;
  /** Persists the active tab in local storage under this key and restores it on creation. */
  persistWith?: { localStorageKey: string };
  /** Shown when the container has no tabs. */
  emptyText?: string;
}

export interface AddTabOptions {
  /** Position in the tab list (default: at the end). */
  index?: number;
  /** Makes the new tab active (default false; the first tab added to an empty container always is). */
  activate?: boolean;
}

/**
 * State of a TabContainer: its tabs, the active tab and how they show. Add, remove and reorder tabs at any
 * time; the active tab is always an enabled tab of the container, or null when there is none.
 */
export class TabContainerModel implements TabOwner {
  /** The tabs, in order: change them with `addTab`, `removeTab`, `setTabs` and `reorderTabs`. */
  tabs: TabModel[] = [];
  /** Id of the active tab; null when no tab is enabled. Change it with `activateTab`. */
  activeTabId: string | null = null;
  /** Where the switcher sits; see `setSwitcherPosition`. */
  switcherPosition: SwitcherPosition;
  /** When inactive tabs are mounted; see `setRenderMode`. */
  renderMode: RenderMode;
  /** Shown when the container has no tabs. */
  emptyText: string;
  /** The local storage key the active tab is kept under (`persistWith`), or null. */
  readonly persistKey: string | null;

  constructor(config: TabContainerConfig = {}) {
    this.switcherPosition = config.switcherPosition ?? 'top';
    this.renderMode = config.renderMode ?? 'unmountOnHide';
    this.emptyText = config.emptyText ?? 'No tabs to show.';
    this.persistKey = config.persistWith?.localStorageKey ?? null;
    const self = proxy(this);
    // Tabs must point back to the proxy (not `this`), or valtio would not see the changes they make.
    self.tabs = (config.tabs ?? []).map((c) => new TabModel(c, self));
    self.assertUniqueIds();
    const persisted = self.persistKey ? readActiveTabId(self.persistKey) : null;
    const initial = [persisted, config.defaultTabId].find((id) => id != null && self.canActivate(id));
    self.select(initial ?? self.firstEnabledId());
    return self;
  }

  /** The active tab, or null. */
  get activeTab(): TabModel | null {
    return this.findTab(this.activeTabId);
  }

  /** The tabs a switcher shows: all but those excluded from it, in order. */
  get switcherTabs(): TabModel[] {
    return this.tabs.filter((t) => !t.excludeFromSwitcher);
  }

  /** A tab by its id, or null. */
  findTab(id: string | null | undefined): TabModel | null {
    return this.tabs.find((t) => t.id === id) ?? null;
  }

  /** Activates a tab; ignored for unknown or disabled tabs. Persists the choice when configured. */
  activateTab(id: string): void {
    if (!this.canActivate(id)) return;
    this.select(id);
    if (this.persistKey) writeActiveTabId(this.persistKey, id);
  }

  /** Activates the next (or, with -1, the previous) enabled tab of the switcher, wrapping around. */
  activateSiblingTab(step: 1 | -1 = 1): void {
    const candidates = this.switcherTabs.filter((t) => !t.disabled || t.id === this.activeTabId);
    if (candidates.length === 0) return;
    const at = candidates.findIndex((t) => t.id === this.activeTabId);
    const next = candidates[(at + step + candidates.length) % candidates.length];
    if (next) this.activateTab(next.id);
  }

  /** Adds a tab and returns its model. */
  addTab(config: TabConfig, { index, activate = false }: AddTabOptions = {}): TabModel {
    if (this.findTab(config.id)) throw new Error(`TabContainerModel: a tab with id '${config.id}' exists.`);
    const at = index == null ? this.tabs.length : Math.max(0, Math.min(index, this.tabs.length));
    this.tabs.splice(at, 0, new TabModel(config, this));
    if (activate) this.activateTab(config.id);
    else if (this.activeTabId == null) this.select(this.firstEnabledId());
    return this.tabs[at] as TabModel;
  }

  /** Removes a tab; removing the active tab activates its nearest enabled neighbour. */
  removeTab(id: string): void {
    const at = this.tabs.findIndex((t) => t.id === id);
    if (at < 0) return;
    const wasActive = this.activeTabId === id;
    this.tabs.splice(at, 1);
    if (wasActive) this.select(this.nearestEnabledId(at, at - 1));
  }

  /** Replaces every tab; the active tab stays if it is still there, else the first enabled one is. */
  setTabs(configs: TabConfig[]): void {
    this.tabs = configs.map((c) => new TabModel(c, this));
    this.assertUniqueIds();
    if (!this.canActivate(this.activeTabId)) this.select(this.firstEnabledId());
  }

  /** Reorders the tabs to follow `ids`; tabs not named keep their relative order after the named ones. */
  reorderTabs(ids: readonly string[]): void {
    const rank = new Map(ids.map((id, i) => [id, i]));
    const last = ids.length;
    this.tabs = this.tabs
      .map((t, i) => ({ t, i }))
      .sort((a, b) => (rank.get(a.t.id) ?? last) - (rank.get(b.t.id) ?? last) || a.i - b.i)
      .map(({ t }) => t);
  }

  /** Moves one tab to a new position. */
  moveTab(id: string, toIndex: number): void {
    const at = this.tabs.findIndex((t) => t.id === id);
    if (at < 0) return;
    const [tab] = this.tabs.splice(at, 1);
    if (tab) this.tabs.splice(Math.max(0, Math.min(toIndex, this.tabs.length)), 0, tab);
  }

  /** Removes every tab. */
  clear(): void {
    this.tabs = [];
    this.activeTabId = null;
  }

  /** Moves the switcher ('top', 'bottom', 'left', 'right'), or hides it ('none'). */
  setSwitcherPosition(position: SwitcherPosition): void {
    this.switcherPosition = position;
  }

  /** Sets when inactive tabs are mounted, for tabs without a mode of their own. */
  setRenderMode(mode: RenderMode): void {
    this.renderMode = mode;
  }

  /** Called by a tab when it is disabled: the active tab cannot stay disabled. */
  onTabDisabled(id: string): void {
    if (this.activeTabId !== id) return;
    const at = this.tabs.findIndex((t) => t.id === id);
    this.select(this.nearestEnabledId(at + 1, at - 1));
  }

  private canActivate(id: string | null | undefined): id is string {
    const tab = this.findTab(id);
    return tab != null && !tab.disabled;
  }

  private select(id: string | null): void {
    this.activeTabId = id;
    const tab = this.findTab(id);
    if (tab) tab.wasActivated = true;
  }

  private firstEnabledId(): string | null {
    return this.tabs.find((t) => !t.disabled)?.id ?? null;
  }

  /** The enabled tab nearest a gap in the list: searching from `next` onwards first, then from `prev` back. */
  private nearestEnabledId(next: number, prev: number): string | null {
    const ok = (t: TabModel | undefined): t is TabModel => t != null && !t.disabled;
    for (let d = 0; d < this.tabs.length; d++) {
      const after = this.tabs[next + d];
      if (ok(after)) return after.id;
      const before = this.tabs[prev - d];
      if (ok(before)) return before.id;
    }
    return null;
  }

  private assertUniqueIds(): void {
    const ids = new Set<string>();
    for (const t of this.tabs) {
      if (ids.has(t.id)) throw new Error(`TabContainerModel: duplicate tab id '${t.id}'.`);
      ids.add(t.id);
    }
  }
}
