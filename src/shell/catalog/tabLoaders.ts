import type { ComposedDemo } from './composeTab';

type TabLoader = () => Promise<{ default: Map<string, ComposedDemo> }>;

/** One chunk per top-level tab, loaded on first visit. */
export const TAB_LOADERS: Record<string, TabLoader> = {
  home: () => import('./tabs/home'),
  grids: () => import('./tabs/grids'),
  panels: () => import('./tabs/panels'),
  layout: () => import('./tabs/layout'),
  forms: () => import('./tabs/forms'),
  charts: () => import('./tabs/charts'),
  mobile: () => import('./tabs/mobile'),
  other: () => import('./tabs/other'),
  examples: () => import('./tabs/examples'),
};
