import { useLocalModel } from '@toolbox/kit/app';
import { DockContainer, DockContainerModel } from '@toolbox/kit/dash';

/** Views docked along the bottom of the page, as a mail client's drafts: each one collapses to its header. */
export function OrderTickets() {
  const model = useLocalModel(
    () =>
      new DockContainerModel({
        align: 'right',
        views: [{ id: 'order', title: 'Order AAPL', content: <p>Buy 200 AAPL at 212.40 limit.</p> }],
      }),
  );
  return <DockContainer model={model} />;
}
