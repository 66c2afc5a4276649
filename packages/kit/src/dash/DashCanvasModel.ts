import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { readLocalState } from '../persist';
import { DashModel, type DashModelConfig } from './DashModel';
import type { DashViewModel } from './DashViewModel';
import { compactVertically, findOpenPosition, type DashCanvasItem } from './canvasLayout';
import type { DashViewConfig } from './types';

/** A view of a canvas's initial or saved state, with its place (a default one when missing). */
export interface DashCanvasViewConfig extends DashViewConfig {
  x?: number;
  y?: number;
  w?: number;
  h?: number;
}

export interface DashCanvasConfig extends DashModelConfig {
  /** The views shown first and restored by `restoreDefaults`. */
  initialState?: readonly DashCanvasViewConfig[];
  /** Number of columns (default 12). */
  columns?: number;
  /** Height of a row in pixels (default 50). */
  rowHeight?: number;
  /** Move views up into free space (default true). */
  compact?: boolean;
  /** Gap between views in pixels (default 10). */
  margin?: number;
}

const GridUnit = z.number().int().nonnegative();
const SavedSchema = z.object({
  version: z.literal(1),
  views: z.array(
    z.object({
      spec: z.string(),
      id: z.string().optional(),
      title: z.string().optional(),
      state: z.record(z.string(), z.unknown()).optional(),
      x: GridUnit,
      y: GridUnit,
      w: GridUnit.min(1),
      h: GridUnit.min(1),
    }),
  ),
});
type SavedState = z.infer<typeof SavedSchema>;

const DEFAULT_SIZE = { w: 4, h: 3 };

/**
 * State of a DashCanvas: views placed on a grid of columns and rows that users drag, resize, add, rename and
 * remove. Widths follow the canvas width, heights stay in rows (the canvas scrolls). The layout and every
 * view's title and state are saved when `persistWith` is set.
 */
export class DashCanvasModel extends DashModel {
  /** Place of every view, by view id. */
  layout: DashCanvasItem[] = [];
  columns: number;
  rowHeight: number;
  compact: boolean;
  readonly margin: number;
  private readonly initialState: readonly DashCanvasViewConfig[];

  constructor(config: DashCanvasConfig) {
    super(config);
    this.initialState = ref(structuredClone([...(config.initialState ?? [])]));
    this.columns = Math.max(1, Math.round(config.columns ?? 12));
    this.rowHeight = Math.max(10, config.rowHeight ?? 50);
    this.compact = config.compact ?? true;
    this.margin = config.margin ?? 10;
    const self = proxy(this);
    self.applyState(self.persistKey ? readLocalState(self.persistKey, SavedSchema) : null);
    return self;
  }

  /**
   * Where a view sits: its column x and row y from the top left, its width w in columns and height h in rows;
   * undefined for an id not on the canvas.
   */
  getItem(id: string): DashCanvasItem | undefined {
    return this.layout.find((it) => it.id === id);
  }

  /** Sets the number of columns (at least 1); views wider than the canvas are narrowed to fit. */
  setColumns(columns: number): void {
    const cols = Math.max(1, Math.round(columns));
    if (cols === this.columns) return;
    this.columns = cols;
    this.layout = this.layout.map((it) => {
      const w = Math.min(it.w, cols);
      return { ...it, w, x: Math.min(it.x, cols - w) };
    });
    this.scheduleSave();
  }

  /** Sets the row height in pixels (at least 10). */
  setRowHeight(rowHeight: number): void {
    this.rowHeight = Math.max(10, Math.round(rowHeight));
  }

  /** Turns on or off moving views up into free space; turning it on compacts the layout at once. */
  setCompact(compact: boolean): void {
    this.compact = compact;
    if (compact) this.layout = compactVertically(this.layout);
  }

  /** The canvas reports a new layout (after a drag, a resize or compaction). */
  onLayoutChange(items: readonly DashCanvasItem[]): void {
    const byId = new Map(items.map((it) => [it.id, it]));
    let changed = false;
    const next = this.layout.map((it) => {
      const n = byId.get(it.id);
      if (!n || (n.x === it.x && n.y === it.y && n.w === it.w && n.h === it.h)) return it;
      changed = true;
      return { id: it.id, x: n.x, y: n.y, w: n.w, h: n.h };
    });
    if (!changed) return;
    this.layout = next;
    this.scheduleSave();
  }

  // ---------------------------------------------------------------- DashModel

  protected placeView(view: DashViewModel): void {
    const size = { ...DEFAULT_SIZE, ...pick(view.spec.width, view.spec.height) };
    const box = findOpenPosition(this.layout, size.w, size.h, this.columns);
    this.layout.push({ id: view.id, ...box });
    if (this.compact) this.layout = compactVertically(this.layout);
  }

  protected unplaceView(id: string): void {
    this.layout = this.layout.filter((it) => it.id !== id);
    if (this.compact) this.layout = compactVertically(this.layout);
  }

  protected clearLayout(): void {
    this.layout = [];
  }

  protected applyState(saved: SavedState | null): void {
    const configs: readonly DashCanvasViewConfig[] = saved ? saved.views : this.initialState;
    const created = this.createViews(configs);
    const views: DashViewModel[] = [];
    const layout: DashCanvasItem[] = [];
    configs.forEach((c, i) => {
      const view = created[i];
      if (!view) return;
      views.push(view);
      const size = { ...DEFAULT_SIZE, ...pick(view.spec.width, view.spec.height), ...pick(c.w, c.h) };
      const w = Math.min(size.w, this.columns);
      const box =
        c.x != null && c.y != null
          ? { x: Math.min(c.x, this.columns - w), y: c.y, w, h: size.h }
          : findOpenPosition(layout, w, size.h, this.columns);
      layout.push({ id: view.id, ...box });
    });
    this.views = views;
    this.layout = this.compact ? compactVertically(layout) : layout;
  }

  protected stateToSave(): SavedState {
    return {
      version: 1,
      views: this.layout.flatMap((it) => {
        const v = this.getView(it.id);
        if (!v) return [];
        return [
          {
            spec: v.spec.id,
            id: v.id,
            ...(v.title !== v.spec.title ? { title: v.title } : {}),
            ...(v.viewState ? { state: v.viewState } : {}),
            x: it.x,
            y: it.y,
            w: it.w,
            h: it.h,
          },
        ];
      }),
    };
  }
}

/** `{w, h}` of whichever of the two are given. */
function pick(w: number | undefined, h: number | undefined): Partial<{ w: number; h: number }> {
  return { ...(w != null ? { w } : {}), ...(h != null ? { h } : {}) };
}
