import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { readLocalState } from '../persist';
import { DashModel, type DashModelConfig } from './DashModel';
import type { DashViewModel } from './DashViewModel';
import {
  addToLayout,
  DashContainerNodeSchema,
  layoutViews,
  mapLayout,
  removeFromLayout,
  type DashContainerNode,
} from './containerLayout';
import type { DashViewConfig } from './types';

/** When the views of inactive tabs are mounted. */
export type DashRenderMode = 'always' | 'unmountOnHide';

export interface DashContainerConfig extends DashModelConfig {
  /** The layout shown first and restored by `restoreDefaults`: rows, columns and stacks of views. */
  initialState?: DashContainerNode | null;
  /** 'unmountOnHide' (default) unmounts the views of inactive tabs; 'always' keeps every view mounted. */
  renderMode?: DashRenderMode;
}

/** What DashContainer gives its model so that changes made in code reach the docking layout. */
export interface DashDock {
  addView(view: DashViewModel, nextTo?: string): void;
  removeView(id: string): void;
  /** Replaces the whole layout (after a clear or a restore). */
  load(layout: DashContainerNode<string> | null): void;
}

const SavedSchema = z.object({ version: z.literal(1), layout: DashContainerNodeSchema.nullable() });
type SavedState = z.infer<typeof SavedSchema>;

/**
 * State of a DashContainer: views in rows, columns and tab stacks that users drag, split, resize, add, rename
 * and remove. The layout and every view's title and state are saved when `persistWith` is set.
 */
export class DashContainerModel extends DashModel {
  /** The live layout, by view id, as the container last reported it. */
  layout: DashContainerNode<string> | null = null;
  renderMode: DashRenderMode;
  private readonly initialState: DashContainerNode | null;
  private readonly dock = ref({ current: null as DashDock | null });

  constructor(config: DashContainerConfig) {
    super(config);
    this.initialState = config.initialState ? ref(structuredClone(config.initialState)) : null;
    this.renderMode = config.renderMode ?? 'unmountOnHide';
    const self = proxy(this);
    const saved = self.persistKey ? readLocalState(self.persistKey, SavedSchema) : null;
    self.applyState(saved);
    return self;
  }

  /**
   * Whether the views of inactive tabs stay mounted ('always', keeping their DOM state) or are unmounted
   * until shown ('unmountOnHide').
   */
  setRenderMode(mode: DashRenderMode): void {
    this.renderMode = mode;
  }

  // ---------------------------------------------------------------- called by DashContainer

  /** Connects the docking layout (DashContainer does this when it mounts). */
  attachDock(dock: DashDock | null): void {
    this.dock.current = dock;
  }

  /** The layout changed in the container (a drag, a resize, a tab switch). */
  onDockLayoutChange(layout: DashContainerNode<string> | null): void {
    this.layout = layout;
    this.scheduleSave();
  }

  // ---------------------------------------------------------------- DashModel

  protected placeView(view: DashViewModel, nextTo?: string): void {
    const dock = this.dock.current;
    if (dock) dock.addView(view, nextTo);
    else this.layout = addToLayout(this.layout, view.id, nextTo);
  }

  protected unplaceView(id: string): void {
    const dock = this.dock.current;
    if (dock) dock.removeView(id);
    else this.layout = removeFromLayout(this.layout, id);
  }

  protected clearLayout(): void {
    this.layout = null;
    this.dock.current?.load(null);
  }

  /** The saved layout (which may be empty), or the initial one when there is none. */
  protected applyState(saved: SavedState | null): void {
    const layout = saved ? saved.layout : this.initialState;
    const configs = layoutViews(layout);
    const created = this.createViews(configs);
    const byConfig = new Map(configs.map((c, i) => [c, created[i]]));
    this.views = created.filter((v): v is DashViewModel => v != null);
    this.layout = mapLayout(layout, (c) => byConfig.get(c)?.id ?? null);
    this.dock.current?.load(this.layout);
  }

  protected stateToSave(): SavedState {
    const saved = mapLayout(this.layout, (id): DashViewConfig | null => {
      const v = this.getView(id);
      if (!v) return null;
      return {
        spec: v.spec.id,
        id: v.id,
        ...(v.title !== v.spec.title ? { title: v.title } : {}),
        ...(v.viewState ? { state: v.viewState } : {}),
      };
    });
    return { version: 1, layout: saved };
  }
}
