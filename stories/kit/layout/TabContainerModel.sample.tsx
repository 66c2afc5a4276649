import { useLocalModel } from '@toolbox/kit/app';
import { TabContainer, TabContainerModel } from '@toolbox/kit/layout';

/** Tabs whose content mounts when first shown; the active tab is kept in local storage. */
export function Reports() {
  const model = useLocalModel(
    () =>
      new TabContainerModel({
        tabs: [
          { id: 'orders', title: 'Orders', content: <p>Open orders.</p> },
          { id: 'trades', title: 'Trades', content: <p>Trades of today.</p> },
        ],
        switcherPosition: 'left',
        persistWith: { localStorageKey: 'reports-tab' },
      }),
  );
  return <TabContainer model={model} />;
}
