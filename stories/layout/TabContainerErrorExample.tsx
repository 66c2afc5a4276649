import { TabContainer, type TabContainerModel } from '@toolbox/kit/layout';
import { TabContainerExample } from './TabContainerExample';

/** The Error Boundary example: one tab throws while rendering; its error stays inside it. */
export function TabContainerErrorExample({ model }: { model: TabContainerModel }) {
  return (
    <TabContainerExample hint="Each tab has its own ErrorBoundary: the Broken tab throws while rendering, yet its siblings keep working.">
      <TabContainer model={model} aria-label="Error tabs" />
    </TabContainerExample>
  );
}
