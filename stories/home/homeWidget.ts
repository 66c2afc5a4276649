import type { DashViewSpec } from '../../src/kit/dash';

/** A widget of the Home dashboard: a view spec whose title and icon the tab shows (SPEC §2.3). */
export type HomeWidget = Pick<DashViewSpec, 'id' | 'title' | 'icon' | 'content'>;
