import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';
import type { MenuItem } from '../panel';
import type { DashViewSpec, DashViewState } from './types';

/** What a view tells the dashboard holding it. */
export interface DashViewOwner {
  /** A view's title or state changed: the dashboard saves its state. */
  onViewChanged(view: DashViewModel): void;
  removeView(id: string): void;
}

/** Counts the view models made, to give each its own `instance`. */
let lastInstance = 0;

/**
 * One view of a dashboard: its spec, title and own state (saved with the dashboard), plus what its content
 * shows in the view's header while it is mounted: an icon, a title detail and extra menu items.
 */
export class DashViewModel {
  readonly id: string;
  /**
   * Which model of the view this is. Reset State, or loading a saved state again, makes new view models under
   * the same ids: a dashboard keys a view's content by its instance, so the content mounts afresh, bound to
   * the new model (a view's content often builds its own model on the view model it first gets).
   */
  readonly instance: number = ++lastInstance;
  readonly spec: DashViewSpec;
  title: string;
  /** The view's own state, as its content last set it; null until it sets one. */
  viewState: DashViewState | null;
  /** Shown after the title, e.g. a live value or the time; not saved. */
  titleDetail: string | null = null;
  /** Replaces the spec's icon while set (e.g. to reflect a choice made in the view); not saved. */
  icon: ReactNode = null;
  /** Items the content adds to the view's menu (e.g. Export); not saved. */
  extraMenuItems: readonly MenuItem[] = ref([]);
  private readonly owner: { current: DashViewOwner };

  constructor(
    config: {
      /** The view's id, unique within its dashboard. */
      id: string;
      /** The kind of view it is: its content, icon and default title. */
      spec: DashViewSpec;
      /** Its title when renamed (default the spec's title). */
      title?: string;
      /** The state its content saved, restored with the dashboard. */
      state?: DashViewState | null;
    },
    owner: DashViewOwner,
  ) {
    this.id = config.id;
    this.spec = ref(config.spec);
    this.title = config.title ?? config.spec.title;
    this.viewState = config.state ? { ...config.state } : null;
    this.owner = ref({ current: owner });
    return proxy(this);
  }

  /** The icon shown: the one the content set, else the spec's. */
  get shownIcon(): ReactNode {
    return this.icon ?? this.spec.icon ?? null;
  }

  /** Renames the view; blank titles fall back to the spec's title. */
  setTitle(title: string): void {
    const next = title.trim() || this.spec.title;
    if (next === this.title) return;
    this.title = next;
    this.owner.current.onViewChanged(this);
  }

  /** Replaces the view's own state (saved with the dashboard). */
  setViewState(state: DashViewState): void {
    this.viewState = { ...state };
    this.owner.current.onViewChanged(this);
  }

  /**
   * Shows text after the view's title (e.g. a live value), or none with null; not saved, so content sets it
   * again when it mounts.
   */
  setTitleDetail(detail: string | null): void {
    if (detail !== this.titleDetail) this.titleDetail = detail;
  }

  /**
   * Shows this icon in the view's header instead of the spec's; null or undefined goes back to the spec's.
   * Not saved.
   */
  setIcon(icon: ReactNode): void {
    this.icon = icon != null && typeof icon === 'object' ? ref(icon) : icon;
  }

  /**
   * Replaces the items the content adds to this view's menu (e.g. Export), shown before the dashboard's own;
   * not saved.
   */
  setExtraMenuItems(items: readonly MenuItem[]): void {
    this.extraMenuItems = ref([...items]);
  }

  /** Removes the view from its dashboard. */
  remove(): void {
    this.owner.current.removeView(this.id);
  }
}
