import { useSnapshot } from 'valtio';
import { BroomIcon, MinusCircleIcon, PlusIcon, ShuffleIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import { TabContainer } from '@toolbox/kit/layout';
import { Filler, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import type { TabContainerDynamicModel } from './TabContainerDynamicModel';
import { TabContainerExample } from './TabContainerExample';

/** The Dynamic example: Add, Shuffle, Remove First and Clear change the tabs at run time. */
export function TabContainerDynamic({ model }: { model: TabContainerDynamicModel }) {
  const { tabs } = useSnapshot(model.tabs);
  const count = tabs.length;
  const empty = count === 0;

  const toolbar = (
    <Toolbar aria-label="Dynamic tabs">
      <Button icon={<PlusIcon />} text="Add" intent="primary" onClick={() => model.add()} />
      <ToolbarSeparator />
      <Button icon={<ShuffleIcon />} text="Shuffle" disabled={count < 2} onClick={() => model.shuffle()} />
      <Button
        icon={<MinusCircleIcon />}
        text="Remove First"
        disabled={empty}
        onClick={() => model.removeFirst()}
      />
      <Button
        icon={<BroomIcon />}
        text="Clear"
        intent="danger"
        outlined
        disabled={empty}
        onClick={() => model.clear()}
      />
      <Filler />
      <span className="tb-demo-tabs__muted" role="status">
        {count === 1 ? '1 tab' : `${count} tabs`}
      </span>
    </Toolbar>
  );

  return (
    <TabContainerExample
      hint="addTab(), removeTab(), reorderTabs() and clear() change the tabs at run time; Add also activates the new tab."
      toolbar={toolbar}
    >
      <TabContainer model={model.tabs} aria-label="Dynamic tabs" />
    </TabContainerExample>
  );
}
