import { useSnapshot } from 'valtio';
import { Switch, TextInput } from '@toolbox/kit/input';
import { TabContainer } from '@toolbox/kit/layout';
import { Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { TabContainerExample } from './TabContainerExample';
import type { TabContainerPanelModel } from './TabContainerPanelModel';

/** The Tab State example: switches and a title input that change the Reports tab while it is shown. */
export function TabContainerTabState({ model }: { model: TabContainerPanelModel }) {
  const reports = model.reportsTab;
  const { disabled, excludeFromSwitcher, title, badge } = useSnapshot(reports);

  const toolbar = (
    <Toolbar aria-label="Reports tab state">
      <span className="tb-demo-tabs__toolbar-label">Reports tab</span>
      <Switch label="Disabled" value={disabled} onChange={(v) => reports.setDisabled(v)} />
      <Switch
        label="Exclude from switcher"
        value={excludeFromSwitcher}
        onChange={(v) => reports.setExcludeFromSwitcher(v)}
      />
      <Switch
        label="'New' badge"
        value={badge != null}
        onChange={(v) => reports.setBadge(v ? 'New' : null)}
      />
      <ToolbarSeparator />
      <label className="tb-demo-tabs__toolbar-label" htmlFor="tb-demo-tabs-title">
        Title
      </label>
      <TextInput
        id="tb-demo-tabs-title"
        value={title}
        commitOnChange
        width={160}
        onChange={(v) => reports.setTitle(v)}
      />
    </Toolbar>
  );

  return (
    <TabContainerExample
      hint="Tabs are observable models: disable one, keep it out of the switcher, retitle it or give it a badge, and the strip follows."
      toolbar={toolbar}
    >
      <TabContainer model={model.tabState} aria-label="Report tabs" />
    </TabContainerExample>
  );
}
