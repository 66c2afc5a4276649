import { proxy } from 'valtio';
import { DockViewModel, type DockViewConfig, type DockViewOwner } from './DockViewModel';

export interface DockContainerConfig {
  /** The views docked at first, in order; add more with `addView`. */
  views?: DockViewConfig[];
  /** Which end of the bottom edge views dock from (default 'right', the newest nearest the corner). */
  align?: 'left' | 'right';
}

/**
 * State of a DockContainer: views docked along the bottom edge of their container, each expanded or
 * collapsed to its title bar, in the dock or popped out into a modal dialog, as in a mail client's compose
 * windows.
 */
export class DockContainerModel implements DockViewOwner {
  /** The docked views, in order; change them with `addView` and `removeView`. */
  views: DockViewModel[] = [];
  /** Which end of the bottom edge views dock from. */
  readonly align: 'left' | 'right';

  constructor(config: DockContainerConfig = {}) {
    this.align = config.align ?? 'right';
    const self = proxy(this);
    for (const v of config.views ?? []) self.addView(v);
    return self;
  }

  /** A docked view by its id. */
  getView(id: string): DockViewModel | undefined {
    return this.views.find((v) => v.id === id);
  }

  /** Docks a view, expanded; a view with that id already docked is expanded instead. Returns the view. */
  addView(config: DockViewConfig): DockViewModel {
    const existing = this.getView(config.id);
    if (existing) {
      existing.expand();
      return existing;
    }
    this.views.push(new DockViewModel(config, this));
    return this.views[this.views.length - 1] as DockViewModel;
  }

  /** Takes a view away without asking its `onClose` (see `DockViewModel.close` for the user's close). */
  removeView(id: string): void {
    this.views = this.views.filter((v) => v.id !== id);
  }

  /** Expands every docked view. */
  expandAll(): void {
    for (const v of this.views) v.expand();
  }

  /** Collapses every docked view to its header. */
  collapseAll(): void {
    for (const v of this.views) v.collapse();
  }
}
