import { ref } from 'valtio';
import type { MenuItem } from '../panel';
import { clearLocalState, writeLocalState } from '../persist';
import { DashViewModel, type DashViewOwner } from './DashViewModel';
import type { DashLocks, DashViewConfig, DashViewSpec } from './types';

/** Where and how `addView` adds a view. */
export interface AddViewOptions extends Omit<DashViewConfig, 'spec'> {
  /** Id of a view to add it beside (DashContainer: in its stack). */
  nextTo?: string;
}

export interface DashModelConfig {
  /** The kinds of view the dashboard can hold. */
  viewSpecs: readonly DashViewSpec[];
  /** Keeps layout, titles and each view's state in local storage under this key, restored on creation. */
  persistWith?: { localStorageKey: string };
  /** Starts with views that cannot be dragged or resized (default false). */
  layoutLocked?: boolean;
  /** Starts with views that cannot be added or removed (default false). */
  contentLocked?: boolean;
  /** Starts with views that cannot be renamed (default false). */
  renameLocked?: boolean;
  /** Shown when the dashboard has no views. */
  emptyText?: string;
  /**
   * Items for the dashboard as a whole (e.g. `dashRestoreDefaultsItem`), at the end of every view's menu; also
   * settable later with `setExtraMenuItems`.
   */
  extraMenuItems?: readonly MenuItem[];
}

/**
 * What DashContainerModel and DashCanvasModel share: view specs, the views, the three locks, adding (a unique
 * spec at most once), removing, clearing and restoring the default state, and saving the state when it
 * changes. Subclasses own the layout and say how it is saved.
 */
export abstract class DashModel implements DashViewOwner, DashLocks {
  readonly viewSpecs: readonly DashViewSpec[];
  /**
   * The local storage key the state is saved under (`persistWith.localStorageKey`); null when nothing is
   * saved.
   */
  readonly persistKey: string | null;
  readonly emptyText: string;
  /**
   * The views on the dashboard, each with its title and own state. Change them with addView, removeView,
   * clear or restoreDefaults, which also update the layout and the saved state.
   */
  views: DashViewModel[] = [];
  layoutLocked: boolean;
  contentLocked: boolean;
  renameLocked: boolean;
  /** The view whose title is being edited in place, if any. */
  renamingViewId: string | null = null;
  /** Items for the whole dashboard, ending every view's menu; kept out of the proxy (they hold elements). */
  extraMenuItems: readonly MenuItem[];
  private readonly saving = ref({ scheduled: false, suspended: 0 });

  constructor(config: DashModelConfig) {
    const ids = new Set<string>();
    for (const s of config.viewSpecs) {
      if (ids.has(s.id)) throw new Error(`Dashboard: duplicate view spec id '${s.id}'.`);
      ids.add(s.id);
    }
    this.viewSpecs = ref([...config.viewSpecs]);
    this.persistKey = config.persistWith?.localStorageKey ?? null;
    this.emptyText = config.emptyText ?? 'No views - add one from the menu.';
    this.layoutLocked = config.layoutLocked ?? false;
    this.contentLocked = config.contentLocked ?? false;
    this.renameLocked = config.renameLocked ?? false;
    this.extraMenuItems = ref([...(config.extraMenuItems ?? [])]);
  }

  // ---------------------------------------------------------------- reading

  /** The view spec with this id, or undefined when the dashboard offers none by that id. */
  getSpec(id: string): DashViewSpec | undefined {
    return this.viewSpecs.find((s) => s.id === id);
  }

  /** The view with this id, or undefined when it is not on the dashboard (never added, or removed). */
  getView(id: string): DashViewModel | undefined {
    return this.views.find((v) => v.id === id);
  }

  /** Whether a view of the spec can be added now: content not locked, the spec offered, unique ones once. */
  canAdd(specId: string): boolean {
    const spec = this.getSpec(specId);
    if (!spec || this.contentLocked || spec.allowAdd === false) return false;
    return !spec.unique || !this.views.some((v) => v.spec.id === specId);
  }

  /** Whether users may rename a view now: its spec allows it and renaming is not locked. */
  canRename(id: string): boolean {
    const view = this.getView(id);
    return !!view && (view.spec.allowRename ?? true) && !this.renameLocked;
  }

  /** Whether users may remove a view now: its spec allows it and content is not locked. */
  canRemove(id: string): boolean {
    const view = this.getView(id);
    return !!view && (view.spec.allowRemove ?? true) && !this.contentLocked;
  }

  /** The specs offered for adding (whether or not one can be added right now), in their order. */
  get addableSpecs(): DashViewSpec[] {
    return this.viewSpecs.filter((s) => s.allowAdd !== false);
  }

  // ---------------------------------------------------------------- changing

  /**
   * Stops or lets users drag and resize the views. Locks are not saved with the state: the next load starts
   * with the config's.
   */
  setLayoutLocked(locked: boolean): void {
    this.layoutLocked = locked;
  }

  /**
   * Stops or lets users add and remove views (their Add View and Remove entries are hidden). While locked,
   * addView adds nothing and returns null; removeView in code still removes.
   */
  setContentLocked(locked: boolean): void {
    this.contentLocked = locked;
  }

  /** Stops or lets users rename views; locking also ends a rename in progress. */
  setRenameLocked(locked: boolean): void {
    this.renameLocked = locked;
    if (locked) this.renamingViewId = null;
  }

  /**
   * Replaces the items for the whole dashboard shown at the end of every view's menu and beside Add View when
   * it is empty.
   */
  setExtraMenuItems(items: readonly MenuItem[]): void {
    this.extraMenuItems = ref([...items]);
  }

  /** Starts renaming a view in place (its title turns into an input), when it may be renamed. */
  startRename(id: string): void {
    if (this.canRename(id)) this.renamingViewId = id;
  }

  /** Ends renaming in place (the title input commits or cancels before calling this). */
  stopRename(): void {
    this.renamingViewId = null;
  }

  /** Adds a view of a spec (when allowed, see `canAdd`); returns it, or null when it could not be added. */
  addView(specId: string, options: AddViewOptions = {}): DashViewModel | null {
    if (!this.canAdd(specId)) return null;
    const { nextTo, ...config } = options;
    const view = this.createView({ ...config, spec: specId });
    if (!view) return null;
    this.views.push(view);
    this.placeView(view, nextTo);
    this.scheduleSave();
    return this.getView(view.id) ?? null;
  }

  /** Removes a view (also when its spec does not let users remove it: that limits the UI, not code). */
  removeView(id: string): void {
    const at = this.views.findIndex((v) => v.id === id);
    if (at < 0) return;
    this.views.splice(at, 1);
    if (this.renamingViewId === id) this.renamingViewId = null;
    this.unplaceView(id);
    this.scheduleSave();
  }

  /** Removes every view. */
  clear(): void {
    this.views = [];
    this.clearLayout();
    this.scheduleSave();
  }

  /** Restores the initial views and layout and forgets the saved state. */
  restoreDefaults(): void {
    this.applyState(null);
    if (this.persistKey) clearLocalState(this.persistKey);
  }

  /** A view changed its title or state. */
  onViewChanged(_view: DashViewModel): void {
    this.scheduleSave();
  }

  // ---------------------------------------------------------------- for subclasses

  /** Puts a newly added view into the layout, beside view `nextTo` when given. */
  protected abstract placeView(view: DashViewModel, nextTo?: string): void;
  /** Takes a removed view out of the layout. */
  protected abstract unplaceView(id: string): void;
  /** Empties the layout. */
  protected abstract clearLayout(): void;
  /** Loads a saved state (as read by the subclass), or the initial state when null. */
  protected abstract applyState(saved: unknown): void;
  /** The state to save (plain JSON). */
  protected abstract stateToSave(): unknown;

  /** A view model for a config, or null when its spec is unknown (e.g. saved by an older version). */
  protected createView(config: DashViewConfig): DashViewModel | null {
    const spec = this.getSpec(config.spec);
    if (!spec) return null;
    const id = config.id && !this.getView(config.id) ? config.id : this.newViewId(spec.id);
    return new DashViewModel({ id, spec, title: config.title, state: config.state }, this);
  }

  /**
   * The view of each config, in order; null for those left out: unknown specs (e.g. saved by an older version)
   * and extra views of unique specs. Missing or duplicate ids are replaced by fresh ones.
   */
  protected createViews(configs: readonly DashViewConfig[]): (DashViewModel | null)[] {
    const ids = new Set<string>();
    const uniques = new Set<string>();
    return configs.map((c) => {
      const spec = this.getSpec(c.spec);
      if (!spec || uniques.has(spec.id)) return null;
      if (spec.unique) uniques.add(spec.id);
      const id = c.id && !ids.has(c.id) ? c.id : uniqueId(spec.id, ids);
      ids.add(id);
      return new DashViewModel({ id, spec, title: c.title, state: c.state }, this);
    });
  }

  /** Saves the state once, after the current burst of changes (a drag, a batch of adds). */
  protected scheduleSave(): void {
    if (!this.persistKey || this.saving.scheduled) return;
    this.saving.scheduled = true;
    queueMicrotask(() => {
      this.saving.scheduled = false;
      this.saveNow();
    });
  }

  /** Writes the state now (e.g. before the dashboard goes away). */
  saveNow(): void {
    if (this.persistKey) writeLocalState(this.persistKey, this.stateToSave());
  }

  private newViewId(specId: string): string {
    return uniqueId(specId, new Set(this.views.map((v) => v.id)));
  }
}

/** `base`, or `base_2`, `base_3`... whichever is not taken yet. */
function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}
