import type { DashViewSpec } from '@toolbox/kit/dash';

/** A widget of the Home dashboard: a view spec whose title and icon the tab shows (SPEC §2.3). */
export type HomeWidget = Pick<DashViewSpec, 'id' | 'title' | 'icon' | 'content'>;
