import { useSnapshot } from 'valtio';
import type { ReactNode } from 'react';
import { CaretLeftIcon, CaretRightIcon } from '@phosphor-icons/react';
import { Button, ButtonGroupInput, type ButtonGroupOption } from '@toolbox/kit/button';
import { TabContainer, fromSnapshot, type TabContainerModel } from '@toolbox/kit/layout';
import { Filler, Toolbar } from '@toolbox/kit/panel';
import { TabContainerExample } from './TabContainerExample';

/**
 * The Custom Switcher example: the container shows no switcher of its own; a button group in a toolbar, built
 * from the model's tabs, drives it instead.
 */
export function TabContainerCustomSwitcher({ model }: { model: TabContainerModel }) {
  const { tabs, activeTabId } = useSnapshot(model);
  const shown = tabs.filter((t) => !t.excludeFromSwitcher);
  const position = shown.findIndex((t) => t.id === activeTabId) + 1;
  const options: ButtonGroupOption[] = shown.map((tab) => ({
    value: tab.id,
    label: tab.title,
    icon: fromSnapshot<ReactNode>(tab.icon),
    disabled: tab.disabled,
  }));

  const toolbar = (
    <Toolbar aria-label="Custom switcher">
      <ButtonGroupInput
        aria-label="Choose a tab"
        options={options}
        value={activeTabId}
        onChange={(id) => id && model.activateTab(id)}
      />
      <Filler />
      <span className="tb-demo-tabs__muted">
        {position} of {shown.length}
      </span>
      <Button
        icon={<CaretLeftIcon />}
        title="Previous tab"
        minimal
        onClick={() => model.activateSiblingTab(-1)}
      />
      <Button
        icon={<CaretRightIcon />}
        title="Next tab"
        minimal
        onClick={() => model.activateSiblingTab(1)}
      />
    </Toolbar>
  );

  return (
    <TabContainerExample
      hint="switcherPosition: 'none'. This button group is not part of the container: it reads the tabs from the model and calls activateTab()."
      toolbar={toolbar}
    >
      <TabContainer model={model} />
    </TabContainerExample>
  );
}
