import { BrowsersIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { TabContainer, TabContainerModel, type TabConfig } from '@toolbox/kit/layout';
import { Panel } from '@toolbox/kit/panel';
import { TabContainerCustomSwitcher } from './TabContainerCustomSwitcher';
import { TabContainerDynamic } from './TabContainerDynamic';
import { TabContainerErrorExample } from './TabContainerErrorExample';
import { OUTER_TABS_KEY, TabContainerPanelModel } from './TabContainerPanelModel';
import { TabContainerPositionExample } from './TabContainerPositionExample';
import { TabContainerTabState } from './TabContainerTabState';
import './TabContainerPanel.css';

/** The TabContainer demo: eight examples, each a nested TabContainer, in an outer one that remembers its tab. */
export function TabContainerPanel() {
  const examples = useLocalModel(() => new TabContainerPanelModel());
  const outer = useLocalModel(
    () =>
      new TabContainerModel({
        tabs: exampleTabs(examples),
        persistWith: { localStorageKey: OUTER_TABS_KEY },
      }),
  );
  return (
    <Panel title="TabContainer" icon={<BrowsersIcon />} width={820} height={600} className="tb-demo-tabs">
      <TabContainer model={outer} aria-label="Examples" />
    </Panel>
  );
}

function exampleTabs(m: TabContainerPanelModel): TabConfig[] {
  return [
    {
      id: 'top',
      title: 'Top',
      content: () => <TabContainerPositionExample position="top" model={m.positions.top} />,
    },
    {
      id: 'bottom',
      title: 'Bottom',
      content: () => <TabContainerPositionExample position="bottom" model={m.positions.bottom} />,
    },
    {
      id: 'left',
      title: 'Left',
      content: () => <TabContainerPositionExample position="left" model={m.positions.left} />,
    },
    {
      id: 'right',
      title: 'Right',
      content: () => <TabContainerPositionExample position="right" model={m.positions.right} />,
    },
    {
      id: 'custom',
      title: 'Custom Switcher',
      content: () => <TabContainerCustomSwitcher model={m.custom} />,
    },
    { id: 'tabState', title: 'Tab State', content: () => <TabContainerTabState model={m} /> },
    { id: 'dynamic', title: 'Dynamic', content: () => <TabContainerDynamic model={m.dynamic} /> },
    { id: 'errors', title: 'Error Boundary', content: () => <TabContainerErrorExample model={m.errors} /> },
  ];
}
