import { useLocalModel } from '@toolbox/kit/app';
import { Panel, PanelModel } from '@toolbox/kit/panel';

/** A side panel users resize and collapse; its size and state are kept in local storage. */
export function Filters() {
  const model = useLocalModel(
    () =>
      new PanelModel({
        side: 'left',
        defaultSize: 240,
        minSize: 160,
        persistWith: { localStorageKey: 'filters' },
      }),
  );
  return (
    <Panel title="Filters" model={model}>
      <p>Desk: London</p>
    </Panel>
  );
}
