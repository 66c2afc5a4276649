import {
  button,
  filler,
  grid,
  icon,
  panel,
  toolbar,
} from '@toolbox/kit/factory';
import type { OrdersProps } from './sampleProps';

export const OrdersPanel = ({ model }: OrdersProps) =>
  panel({
    title: 'Orders',
    icon: icon({ name: 'list' }),
    tbar: toolbar(
      button({
        text: 'New Order',
        intent: 'primary',
        onClick: () => model.create(),
      }),
      filler(),
      button({
        icon: icon({ name: 'refresh' }),
        title: 'Refresh',
        onClick: () => model.refresh(),
      }),
    ),
    items: [grid({ model: model.gridModel })],
  });
