import type { ComponentType, ReactNode } from 'react';
import type { DashViewProps, DashViewSpec } from '@toolbox/kit/dash';

/**
 * A widget the dashboards share: what a view of it shows. Each `*Widget.tsx` file of this folder exports one
 * as `dashWidget`; the registry (index.ts) finds them, so a new widget is one new file.
 */
export interface DashWidget {
  /** The spec id dashboards use for it: 'grid', 'treeGrid', 'buttons', 'chart', 'panel', 'error'. */
  id: string;
  title: string;
  icon: ReactNode;
  content: ComponentType<DashViewProps>;
}

/** How a dashboard uses a widget: which one, plus its own rules and sizes for it. */
export type DashWidgetUse = { widget: string } & Omit<Partial<DashViewSpec>, 'id' | 'content'>;
