import {
  AppWindowIcon,
  CardsIcon,
  ChatCircleTextIcon,
  ShapesIcon,
  TableIcon,
  TextboxIcon,
  TreeStructureIcon,
} from '@phosphor-icons/react';
import type { ReactNode } from 'react';

/** A page of the mobile app, as its home list shows it. */
export interface MobilePage {
  /** Path below /mobile. */
  path: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** The mobile app's pages, in the order of its home list. */
export const MOBILE_PAGES: readonly MobilePage[] = [
  {
    path: '/grid',
    title: 'Grid',
    description: 'Trades with sort; tap a row for its details.',
    icon: <TableIcon weight="duotone" />,
  },
  {
    path: '/treeGrid',
    title: 'Tree Grid',
    description: 'Positions by region and sector; tap to drill in.',
    icon: <TreeStructureIcon weight="duotone" />,
  },
  {
    path: '/form',
    title: 'Form',
    description: 'Mobile inputs with validation.',
    icon: <TextboxIcon weight="duotone" />,
  },
  {
    path: '/tabs',
    title: 'Tabs',
    description: 'Swipe left or right to change tabs.',
    icon: <CardsIcon weight="duotone" />,
  },
  {
    path: '/panels',
    title: 'Panels',
    description: 'Collapsible panels with toolbars.',
    icon: <AppWindowIcon weight="duotone" />,
  },
  {
    path: '/popups',
    title: 'Popups',
    description: 'Alert, confirm and toast.',
    icon: <ChatCircleTextIcon weight="duotone" />,
  },
  {
    path: '/icons',
    title: 'Icons',
    description: 'The icon set, sized for touch.',
    icon: <ShapesIcon weight="duotone" />,
  },
];

/** The title of the page at a path (a record's detail page is titled by the page itself). */
export function pageTitle(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return null;
  const page = MOBILE_PAGES.find((p) => pathname === p.path || pathname.startsWith(`${p.path}/`));
  return page?.title ?? null;
}
