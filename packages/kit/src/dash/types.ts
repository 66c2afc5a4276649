import type { ComponentType, ReactNode } from 'react';
import type { DashViewModel } from './DashViewModel';

/** What a view's content component receives: the model of the view it renders in. */
export interface DashViewProps {
  viewModel: DashViewModel;
}

/** A view's own state, kept with the dashboard's persisted state (plain JSON: numbers, strings, lists...). */
export type DashViewState = Record<string, unknown>;

/**
 * A kind of view a dashboard can hold: what it shows and what users may do with it. Both DashContainer and
 * DashCanvas take a list of these; users add views from a menu of them.
 */
export interface DashViewSpec {
  /** Names the kind of view in saved state; unique among a dashboard's specs. */
  id: string;
  /** Title of new views of this kind (users may rename a view). */
  title: string;
  icon?: ReactNode;
  /** Renders the view; it creates its own model and reads and writes its state through `viewModel`. */
  content: ComponentType<DashViewProps>;
  /** At most one view of this kind (default false). */
  unique?: boolean;
  /** Offered in the Add menu (default true). */
  allowAdd?: boolean;
  /** Users may remove views of this kind (default true). */
  allowRemove?: boolean;
  /** Users may rename views of this kind (default true). */
  allowRename?: boolean;
  /** DashCanvas: default width of a new view, in columns (default 4). */
  width?: number;
  /** DashCanvas: default height of a new view, in rows (default 3). */
  height?: number;
  /** Heading the spec is listed under in the Add menu. */
  groupName?: string;
}

/** A view of a dashboard's saved or initial state: which spec, and optionally its title and state. */
export interface DashViewConfig {
  /** The spec it is a view of. */
  spec: string;
  /** Instance id; generated when missing. */
  id?: string;
  /** Title, when it differs from the spec's. */
  title?: string;
  /** The view's own state. */
  state?: DashViewState;
}

/** The switches every dashboard has. */
export interface DashLocks {
  /** Views cannot be dragged or resized. */
  layoutLocked: boolean;
  /** Views cannot be added or removed. */
  contentLocked: boolean;
  /** Views cannot be renamed. */
  renameLocked: boolean;
}
