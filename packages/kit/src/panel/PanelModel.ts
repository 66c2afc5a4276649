import { proxy } from 'valtio';
import { z } from 'zod';
import { readLocalState, writeLocalState } from '../persist';

/** The edge of its container a panel sits against; it collapses towards that edge. */
export type PanelSide = 'left' | 'right' | 'top' | 'bottom';

/** A panel size: a number of pixels, or a string such as '30%' (of the container) or '240px'. */
export type PanelSize = number | string;

export interface ModalSpec {
  /** Width of the modal view (default '80vw'). */
  width: PanelSize;
  /** Height of the modal view (default '80vh'). */
  height: PanelSize;
}

export interface PanelModelConfig {
  /** The edge the panel sits against (default 'left'). */
  side?: PanelSide;
  /** Size when first shown: pixels or a percentage string (default '25%'). */
  defaultSize?: PanelSize;
  /** Smallest size the user can drag it to (default 0). */
  minSize?: PanelSize;
  /** Largest size the user can drag it to (default '100%'). */
  maxSize?: PanelSize;
  /** Whether it can be collapsed to a slim bar (default true). */
  collapsible?: boolean;
  /** Whether the user can resize it by dragging its splitter (default true). */
  resizable?: boolean;
  /** Starts collapsed (default false). */
  defaultCollapsed?: boolean;
  /** Resize the panel live while dragging (default true); false moves only the splitter until release. */
  resizeWhileDragging?: boolean;
  /** Lets the panel pop out into a modal view: `true` for the default size, or the modal's width and height. */
  modalSupport?: boolean | Partial<ModalSpec>;
  /** Keeps whether it is collapsed and its size (as the user left them) in local storage under this key. */
  persistWith?: { localStorageKey: string };
}

/** What a persisted panel keeps: whether it is collapsed, and its expanded size in pixels once laid out. */
const PersistedPanelSchema = z.object({
  collapsed: z.boolean(),
  size: z.number().positive().nullable(),
});

const DEFAULT_MODAL: ModalSpec = { width: '80vw', height: '80vh' };

/**
 * State of a collapsible, resizable panel (pass it to `Panel` as `model`): whether it is collapsed, its size,
 * whether it shows in a modal view. Put such panels in a `SplitPanel` to let users drag them to size.
 */
export class PanelModel {
  readonly side: PanelSide;
  readonly defaultSize: PanelSize;
  readonly minSize: PanelSize;
  readonly maxSize: PanelSize;
  readonly collapsible: boolean;
  readonly resizable: boolean;
  /** Width and height of the modal view, or null when the panel cannot pop out. */
  readonly modalSupport: ModalSpec | null;

  /** Whether the panel is collapsed to its bar; change it with `setCollapsed` or `toggleCollapsed`. */
  collapsed: boolean;
  resizeWhileDragging: boolean;
  /** Whether the panel shows in its modal view (its place in the layout then shows a placeholder). */
  isModal = false;
  /** The latest expanded size in pixels, as laid out; null until a SplitPanel has laid it out. */
  size: number | null = null;
  /** A size asked for with `setSize`, applied (then cleared) by the SplitPanel holding the panel. */
  requestedSize: PanelSize | null = null;

  private readonly storageKey: string | null;

  constructor(config: PanelModelConfig = {}) {
    this.storageKey = config.persistWith?.localStorageKey ?? null;
    const saved = this.storageKey ? readLocalState(this.storageKey, PersistedPanelSchema) : null;
    this.side = config.side ?? 'left';
    // A saved size is where the user left the splitter: it replaces the default.
    this.defaultSize = saved?.size ?? config.defaultSize ?? '25%';
    this.minSize = config.minSize ?? 0;
    this.maxSize = config.maxSize ?? '100%';
    this.collapsible = config.collapsible ?? true;
    this.resizable = config.resizable ?? true;
    this.collapsed = this.collapsible && (saved?.collapsed ?? config.defaultCollapsed ?? false);
    this.resizeWhileDragging = config.resizeWhileDragging ?? true;
    const modal = config.modalSupport;
    this.modalSupport = modal ? { ...DEFAULT_MODAL, ...(modal === true ? {} : modal) } : null;
    return proxy(this);
  }

  /** Whether it lays out side by side with its siblings (left or right) rather than stacked. */
  get isHorizontal(): boolean {
    return this.side === 'left' || this.side === 'right';
  }

  /** Collapses or expands the panel (ignored unless `collapsible`); saved with `persistWith`. */
  setCollapsed(collapsed: boolean): void {
    if (!this.collapsible) return;
    this.collapsed = collapsed;
    this.persist();
  }

  /** Collapses an expanded panel, or expands a collapsed one. */
  toggleCollapsed(): void {
    this.setCollapsed(!this.collapsed);
  }

  /** Whether the panel resizes live while its splitter is dragged, or only on release. */
  setResizeWhileDragging(value: boolean): void {
    this.resizeWhileDragging = value;
  }

  /** Resizes the panel (in a SplitPanel), e.g. `setSize(240)` or `setSize('40%')`; expands it if collapsed. */
  setSize(size: PanelSize): void {
    this.requestedSize = size;
    if (this.collapsed) this.collapsed = false;
  }

  /** Pops the panel out into its modal view, or back (ignored without `modalSupport`). */
  setIsModal(isModal: boolean): void {
    if (!this.modalSupport) return;
    this.isModal = isModal;
  }

  /** Pops the panel out into its modal view, or back into the layout. */
  toggleIsModal(): void {
    this.setIsModal(!this.isModal);
  }

  /** Records the layout a SplitPanel gave the panel (called by SplitPanel, not by apps). */
  onLayout(collapsed: boolean, sizeInPixels: number): void {
    const size = collapsed ? this.size : Math.round(sizeInPixels);
    if (this.collapsed === collapsed && this.size === size) return;
    this.collapsed = collapsed;
    this.size = size;
    this.persist();
  }

  /** Saves the collapsed state and size under the `persistWith` key, if any. */
  private persist(): void {
    if (this.storageKey) writeLocalState(this.storageKey, { collapsed: this.collapsed, size: this.size });
  }

  /** The size asked for with `setSize`, cleared once read (called by SplitPanel, not by apps). */
  takeRequestedSize(): PanelSize | null {
    const size = this.requestedSize;
    this.requestedSize = null;
    return size;
  }
}
