import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';

/** A view's content: an element, or a function rendered inside the view (inside its ErrorBoundary). */
export type DockViewContent = ReactNode | (() => ReactNode);

export interface DockViewConfig {
  /** Unique within its container: `getView`, `removeView` and the like find the view by it. */
  id: string;
  /** Text of the view's header, also the accessible name of its body. */
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  /** The view's body: an element, or a function rendering it (within the view's error boundary, so what it throws stays in the view). */
  content: DockViewContent;
  /** Width of the expanded view in pixels (default 350). */
  width?: number;
  /** Height of the expanded view's body in pixels (default 400). */
  height?: number;
  /** Width of the collapsed view's bar in pixels (default: its expanded width). */
  collapsedWidth?: number;
  /** Whether it can pop out into a modal dialog (default true). */
  allowDialog?: boolean;
  /** Whether users can close it (default true). */
  allowClose?: boolean;
  /** Starts collapsed (default false). */
  collapsed?: boolean;
  /**
   * Called when the user closes the view; return false (or a promise of false) to keep it open, e.g. after
   * asking for confirmation.
   */
  onClose?: () => unknown;
}

/** What a view asks of the container holding it. */
export interface DockViewOwner {
  removeView(id: string): void;
}

/** One view of a DockContainer: expanded or collapsed, docked or in a modal dialog. */
export class DockViewModel {
  readonly id: string;
  title: string;
  icon: ReactNode;
  content: DockViewContent;
  readonly width: number;
  readonly height: number;
  readonly collapsedWidth: number;
  readonly allowDialog: boolean;
  readonly allowClose: boolean;
  /** Whether the view shows only its header; change it with `expand`, `collapse` or `toggleCollapsed`. */
  collapsed: boolean;
  /** Whether it shows in a modal dialog instead of the dock. */
  inDialog = false;
  private readonly hooks: { onClose?: DockViewConfig['onClose']; owner: DockViewOwner };

  constructor(config: DockViewConfig, owner: DockViewOwner) {
    this.id = config.id;
    this.title = config.title;
    this.icon = config.icon != null && typeof config.icon === 'object' ? ref(config.icon) : config.icon;
    this.content =
      typeof config.content === 'object' && config.content ? ref(config.content) : config.content;
    this.width = config.width ?? 350;
    this.height = config.height ?? 400;
    this.collapsedWidth = config.collapsedWidth ?? this.width;
    this.allowDialog = config.allowDialog ?? true;
    this.allowClose = config.allowClose ?? true;
    this.collapsed = config.collapsed ?? false;
    this.hooks = ref({ onClose: config.onClose, owner });
    return proxy(this);
  }

  /** Shows the view's body. */
  expand(): void {
    this.collapsed = false;
  }

  /** Collapses the view to its header. */
  collapse(): void {
    this.collapsed = true;
  }

  /** Collapses an expanded view, or expands a collapsed one. */
  toggleCollapsed(): void {
    this.collapsed = !this.collapsed;
  }

  /** Pops the view out into a modal dialog (when allowed); it comes back to the dock expanded. */
  openDialog(): void {
    if (!this.allowDialog) return;
    this.inDialog = true;
    this.collapsed = false;
  }

  /** Puts the view back in the dock. */
  closeDialog(): void {
    this.inDialog = false;
  }

  /** Closes the view (when allowed), unless its `onClose` answers false; resolves whether it closed. */
  async close(): Promise<boolean> {
    if (!this.allowClose) return false;
    const answer = await this.hooks.onClose?.();
    if (answer === false) return false;
    this.hooks.owner.removeView(this.id);
    return true;
  }
}
