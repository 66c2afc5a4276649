import {
  AddressBookIcon,
  ChartPieSliceIcon,
  CheckSquareIcon,
  FirstAidKitIcon,
  FolderOpenIcon,
  NewspaperIcon,
} from '@phosphor-icons/react';
import type { ReactNode } from 'react';

/** An example app as the Examples tab lists it (spec/demos.json `examples`). */
export interface ExampleTile {
  /** Id in the route and in saved state: 'portfolio'. */
  id: string;
  title: string;
  /** Its own path on the site, e.g. '/portfolio'. */
  path: string;
  /** Title of its story (Storybook shows the app there, on the mocks). */
  storyTitle: string;
  icon: ReactNode;
  /** What the app shows, on its tile. */
  text: string;
  /** Only admins see the tile (SPEC §1: File Manager). */
  adminOnly?: boolean;
}

/** The example apps of this build, in the tab's order; each is a whole app served at its path. */
export const EXAMPLE_TILES: readonly ExampleTile[] = [
  {
    id: 'portfolio',
    title: 'Portfolio',
    path: '/portfolio',
    storyTitle: 'Examples/Portfolio',
    icon: <ChartPieSliceIcon weight="duotone" />,
    text:
      'Live positions in a tree grid and a tree map, regrouped on the fly, re-priced every few seconds over ' +
      'the websocket; orders and price charts of the selected position.',
  },
  {
    id: 'contact',
    title: 'Contact',
    path: '/contact',
    storyTitle: 'Examples/Contact',
    icon: <AddressBookIcon weight="duotone" />,
    text:
      'An employee directory with search and filters, grid and card views, and favourites and tags saved on ' +
      'the server for each user.',
  },
  {
    id: 'todo',
    title: 'TODO',
    path: '/todo',
    storyTitle: 'Examples/TODO',
    icon: <CheckSquareIcon weight="duotone" />,
    text:
      'Tasks grouped by when they are due, with record actions, a validated form in a dialog and preferences ' +
      'saved per user.',
  },
  {
    id: 'news',
    title: 'News',
    path: '/news',
    storyTitle: 'Examples/News',
    icon: <NewspaperIcon weight="duotone" />,
    text:
      'Stories the server loads from RSS and Atom feeds and caches for an hour, in a data view with source and ' +
      'text filters.',
  },
  {
    id: 'recalls',
    title: 'FDA Recalls',
    path: '/recalls',
    storyTitle: 'Examples/FDA Recalls',
    icon: <FirstAidKitIcon weight="duotone" />,
    text:
      'Drug recalls searched on the server (openFDA, or a bundled sample offline), filtered by class in the ' +
      'store, in a master-detail grid.',
  },
  {
    id: 'fileManager',
    title: 'File Manager',
    path: '/fileManager',
    storyTitle: 'Examples/File Manager',
    icon: <FolderOpenIcon weight="duotone" />,
    text:
      'Uploads streamed to the server with progress, checked by size, type (by content) and quota, then ' +
      'listed, downloaded and deleted. For admins only.',
    adminOnly: true,
  },
];

/** The tiles a user sees: admin-only ones for admins only. */
export function visibleTiles(
  tiles: readonly ExampleTile[],
  identity: { readonly roles: readonly string[] } | null,
): ExampleTile[] {
  const admin = identity?.roles.includes('admin') ?? false;
  return tiles.filter((t) => !t.adminOnly || admin);
}

/** The active tile: the chosen one if shown, else the first. */
export function activeTile(tiles: readonly ExampleTile[], activeId: string): ExampleTile | null {
  return tiles.find((t) => t.id === activeId) ?? tiles[0] ?? null;
}

/** Storybook's id of a story title's Default story: 'Examples/Portfolio' → 'examples-portfolio--default'. */
export function defaultStoryId(storyTitle: string): string {
  const slug = storyTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug}--default`;
}

/**
 * The address of an example's frame: the site origin plus the app's path. Inside Storybook's preview, where the
 * site serves no apps, the app's own story (the same app on the mocks) stands in for it.
 */
export function exampleFrameUrl(
  tile: Pick<ExampleTile, 'path' | 'storyTitle'>,
  loc: Location = window.location,
): string {
  if (/\/iframe\.html$/.test(loc.pathname)) {
    return `${loc.origin}${loc.pathname}?id=${defaultStoryId(tile.storyTitle)}&viewMode=story`;
  }
  return `${loc.origin}${tile.path}`;
}

/** Where the Source button goes: the shell's source viewer of the app's files. */
export function exampleSourceUrl(tile: Pick<ExampleTile, 'id'>, loc: Location = window.location): string {
  return `${loc.origin}/app/source/${tile.id}`;
}
