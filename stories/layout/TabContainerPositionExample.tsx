import { TabContainer, type TabContainerModel } from '@toolbox/kit/layout';
import { TabContainerExample } from './TabContainerExample';
import type { PositionExample } from './TabContainerPanelModel';

const HINTS: Record<PositionExample, string> = {
  top: "switcherPosition: 'top' (the default). Click a tab or use the arrow keys; Archive is disabled.",
  bottom: "switcherPosition: 'bottom': the strip sits under the content, its active tab opening upwards.",
  left: "switcherPosition: 'left': a vertical strip; Up and Down move between tabs.",
  right: "switcherPosition: 'right': a vertical strip on the far side of the content.",
};

/** The Top, Bottom, Left and Right examples: the same tabs with the switcher on each side. */
export function TabContainerPositionExample({
  position,
  model,
}: {
  position: PositionExample;
  model: TabContainerModel;
}) {
  return (
    <TabContainerExample hint={HINTS[position]}>
      <TabContainer model={model} aria-label={`Switcher ${position}`} />
    </TabContainerExample>
  );
}
