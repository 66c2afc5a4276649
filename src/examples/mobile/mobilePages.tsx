import {
  AppWindowIcon,
  CardsIcon,
  ChatCircleTextIcon,
  ShapesIcon,
  TableIcon,
  TextboxIcon,
  TreeStructureIcon,
  type Icon,
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

/** A page of the list: its icon drawn as every icon of the list is (duotone). */
function page(path: string, title: string, description: string, PageIcon: Icon): MobilePage {
  return { path, title, description, icon: <PageIcon weight="duotone" /> };
}

/** The mobile app's pages, in the order of its home list. */
export const MOBILE_PAGES: readonly MobilePage[] = [
  page('/grid', 'Grid', 'Trades with sort; tap a row for its details.', TableIcon),
  page('/treeGrid', 'Tree Grid', 'Positions by region and sector; tap to drill in.', TreeStructureIcon),
  page('/form', 'Form', 'Mobile inputs with validation.', TextboxIcon),
  page('/tabs', 'Tabs', 'Swipe left or right to change tabs.', CardsIcon),
  page('/panels', 'Panels', 'Collapsible panels with toolbars.', AppWindowIcon),
  page('/popups', 'Popups', 'Alert, confirm and toast.', ChatCircleTextIcon),
  page('/icons', 'Icons', 'The icon set, sized for touch.', ShapesIcon),
];

/** The title of the page at a path (a record's detail page is titled by the page itself). */
export function pageTitle(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return null;
  const found = MOBILE_PAGES.find((p) => pathname === p.path || pathname.startsWith(`${p.path}/`));
  return found?.title ?? null;
}
