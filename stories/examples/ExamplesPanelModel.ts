import { proxy } from 'valtio';
import { z } from 'zod';
import { api, type Identity } from '../../src/api';
import { LoadTask } from '@toolbox/kit/app';
import { readLocalState, writeLocalState } from '@toolbox/kit/persist';
import {
  activeTile,
  EXAMPLE_TILES,
  exampleFrameUrl,
  exampleSourceUrl,
  visibleTiles,
  type ExampleTile,
} from './exampleCatalog';

/** Where the tab keeps whether its tile list is collapsed and which example is active. */
export const EXAMPLES_STATE_KEY = 'examplesTab';
export const DEFAULT_EXAMPLE = 'portfolio';

const SavedSchema = z.object({ collapsed: z.boolean(), activeId: z.string() });

/**
 * Windows narrower than this open the tab with its list collapsed until the user says otherwise: beside a
 * 300 px list the apps would get under 850 px, where Portfolio's four panes and Contact's filter bar are cramped.
 */
export const NARROW_WINDOW_QUERY = '(max-width: 1279px)';

/** Whether the list starts collapsed when nothing is saved: in a narrow window. */
export function collapsedAtFirst(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(NARROW_WINDOW_QUERY).matches
  );
}

/**
 * State of the Examples tab: the tiles the user may see, the active example (Portfolio at first) and whether
 * the tile list is collapsed to its icon sidebar (at first only in a narrow window); both survive a reload.
 */
export class ExamplesPanelModel {
  collapsed: boolean;
  activeId: string;
  identity: Identity | null = null;
  readonly loadTask = new LoadTask({ what: 'who is signed in' });

  constructor() {
    const saved = readLocalState(EXAMPLES_STATE_KEY, SavedSchema);
    this.collapsed = saved?.collapsed ?? collapsedAtFirst();
    this.activeId = saved?.activeId ?? DEFAULT_EXAMPLE;
    return proxy(this);
  }

  /** The tiles shown: the File Manager's only to admins. */
  get tiles(): ExampleTile[] {
    return visibleTiles(EXAMPLE_TILES, this.identity);
  }

  /** The active example: the saved one if the user may see it, else the first. */
  get active(): ExampleTile | null {
    return activeTile(this.tiles, this.activeId);
  }

  /** Who is signed in, for the admin-only tiles. */
  load(): Promise<void> {
    return this.loadTask.run(async () => {
      this.identity = (await api.session()).identity;
    });
  }

  activate(id: string): void {
    this.activeId = id;
    this.save();
  }

  setCollapsed(collapsed: boolean): void {
    this.collapsed = collapsed;
    this.save();
  }

  /** Opens the example at its own path in a new window. */
  openFullTab(tile: ExampleTile): void {
    window.open(exampleFrameUrl(tile), '_blank', 'noopener');
  }

  /** Opens the source viewer of the example in a new window. */
  openSource(tile: ExampleTile): void {
    window.open(exampleSourceUrl(tile), '_blank', 'noopener');
  }

  /** An icon of the collapsed sidebar: the active one opens its app in a window, another becomes active. */
  onIconClick(tile: ExampleTile): void {
    if (tile.id === this.active?.id) this.openFullTab(tile);
    else this.activate(tile.id);
  }

  private save(): void {
    writeLocalState(EXAMPLES_STATE_KEY, { collapsed: this.collapsed, activeId: this.activeId });
  }
}
