import { proxy } from 'valtio';
import {
  DashContainerModel,
  dashRestoreDefaultsItem,
  type DashContainerNode,
  type DashViewSpec,
} from '@toolbox/kit/dash';
import { toast } from '@toolbox/kit/popup';
import { aboutWidget } from './AboutWidget';
import { dropPrefetchedEnvironment, prefetchEnvironment } from './AboutWidgetModel';
import { commitsWidget, roadmapWidget } from './lazyWidgets';
import { welcomeWidget } from './WelcomeWidget';

/** SPEC §3: the local storage key of the Home dashboard's layout. */
export const HOME_DASHBOARD_KEY = 'homeDashboard';
export const HOME_RESTORED_MESSAGE = 'Home layout restored.';

/**
 * SPEC §2.3: a row whose left column is 850 px wide. Welcome greets first (top left) above the commit grid, which
 * needs the width; About and the roadmap cards share the column on the right.
 */
export const HOME_INITIAL_LAYOUT: DashContainerNode = {
  type: 'row',
  children: [
    {
      type: 'column',
      size: '850px',
      children: [
        { type: 'stack', size: 46, views: [{ spec: 'welcome' }] },
        { type: 'stack', size: 54, views: [{ spec: 'commits' }] },
      ],
    },
    {
      type: 'column',
      children: [
        { type: 'stack', size: 42, views: [{ spec: 'about' }] },
        { type: 'stack', size: 58, views: [{ spec: 'roadmap' }] },
      ],
    },
  ],
};

/** Every widget once: a visitor can close one and add it back from a stack's + menu. */
export const HOME_WIDGETS: DashViewSpec[] = [welcomeWidget, aboutWidget, roadmapWidget, commitsWidget].map(
  (w) => ({ ...w, unique: true }),
);

/** State of the Home tab: its dashboard, saved under homeDashboard, with Restore Default Layout in its menu. */
export class HomePanelModel {
  readonly dash: DashContainerModel;

  constructor() {
    prefetchEnvironment();
    this.dash = new DashContainerModel({
      persistWith: { localStorageKey: HOME_DASHBOARD_KEY },
      initialState: HOME_INITIAL_LAYOUT,
      viewSpecs: HOME_WIDGETS,
      emptyText: 'Every widget is closed: add one, or restore the default layout.',
    });
    this.dash.setExtraMenuItems([
      dashRestoreDefaultsItem(this.dash, {
        warning:
          'The Home widgets go back to where they started and the layout you made is forgotten. This cannot ' +
          'be undone.',
        onRestored: () => toast({ message: HOME_RESTORED_MESSAGE, intent: 'success' }),
      }),
    ]);
    return proxy(this);
  }

  /** Saves the latest layout as Home goes away (the shell switches tabs without a reload). */
  destroy(): void {
    dropPrefetchedEnvironment();
    this.dash.saveNow();
  }
}
