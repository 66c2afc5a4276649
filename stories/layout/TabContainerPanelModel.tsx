import {
  ChartBarIcon,
  CheckCircleIcon,
  GearIcon,
  HeartbeatIcon,
  HouseIcon,
  BugIcon,
} from '@phosphor-icons/react';
import { TabContainerModel, type SwitcherPosition } from '@toolbox/kit/layout';
import { TabContainerDynamicModel } from './TabContainerDynamicModel';
import { SampleNote, SampleTable, sampleTabs } from './TabContainerSamples';

/** Local storage key under which the demo remembers which example (outer tab) was open. */
export const OUTER_TABS_KEY = 'tabContainerDemo';
export const BROKEN_TAB_MESSAGE =
  'Failed to load the quarterly figures: this tab threw while rendering. The other tabs keep working.';

/** The example tabs whose id is also the side the nested switcher sits on. */
export const POSITION_EXAMPLES = ['top', 'bottom', 'left', 'right'] as const;
export type PositionExample = (typeof POSITION_EXAMPLES)[number];

/** Holds the nested containers of every example, so each keeps its state while other examples are shown. */
export class TabContainerPanelModel {
  readonly positions: Record<PositionExample, TabContainerModel>;
  readonly custom = new TabContainerModel({ tabs: sampleTabs(), switcherPosition: 'none' });
  readonly tabState = new TabContainerModel({ tabs: tabStateTabs() });
  readonly dynamic = new TabContainerDynamicModel();
  readonly errors = new TabContainerModel({ tabs: errorTabs() });

  constructor() {
    const at = (switcherPosition: SwitcherPosition) =>
      new TabContainerModel({ tabs: sampleTabs(), switcherPosition });
    this.positions = { top: at('top'), bottom: at('bottom'), left: at('left'), right: at('right') };
  }

  /** The tab of the Tab State example that its switches and title input change. */
  get reportsTab() {
    const tab = this.tabState.findTab('reports');
    if (!tab) throw new Error('The Reports tab is missing.');
    return tab;
  }
}

function tabStateTabs() {
  return [
    {
      id: 'overview',
      title: 'Overview',
      icon: <HouseIcon />,
      content: () => (
        <SampleNote heading="Overview">
          <p>
            Use the toolbar to disable the Reports tab, hide it from the switcher, retitle it or badge it.
          </p>
        </SampleNote>
      ),
    },
    {
      id: 'reports',
      title: 'Reports',
      icon: <ChartBarIcon />,
      badge: 'New',
      content: () => (
        <SampleTable
          heading="Quarterly reports"
          lead="Published this quarter."
          columns={['Report', 'Owner', 'Status']}
          rows={[
            ['Revenue by region', 'Finance', 'Final'],
            ['Headcount', 'People team', 'Draft'],
            ['Infrastructure costs', 'Platform', 'Final'],
          ]}
        />
      ),
    },
    {
      id: 'settings',
      title: 'Settings',
      icon: <GearIcon />,
      content: () => (
        <SampleNote heading="Settings">
          <p>Report preferences: weekly digest on, currency USD, fiscal year starting in April.</p>
        </SampleNote>
      ),
    },
  ];
}

function BrokenContent(): never {
  throw new Error(BROKEN_TAB_MESSAGE);
}

function errorTabs() {
  return [
    {
      id: 'healthy',
      title: 'Healthy',
      icon: <CheckCircleIcon />,
      content: () => (
        <SampleNote heading="All systems normal">
          <p>This tab renders fine. Open the Broken tab: its error stays inside it.</p>
        </SampleNote>
      ),
    },
    {
      id: 'broken',
      title: 'Broken',
      icon: <BugIcon />,
      content: () => <BrokenContent />,
    },
    {
      id: 'alsoHealthy',
      title: 'Also Healthy',
      icon: <HeartbeatIcon />,
      content: () => (
        <SampleNote heading="Still working">
          <p>A sibling of the broken tab, unaffected by its error.</p>
        </SampleNote>
      ),
    },
  ];
}
