import {
  Button,
  Filler,
  Grid,
  Icon,
  Panel,
  Toolbar,
} from '@toolbox/kit';
import type { OrdersProps } from './sampleProps';

export const OrdersPanel = ({ model }: OrdersProps) => (
  <Panel
    title="Orders"
    icon={<Icon name="list" />}
    tbar={
      <Toolbar>
        <Button
          text="New Order"
          intent="primary"
          onClick={() => model.create()}
        />
        <Filler />
        <Button
          icon={<Icon name="refresh" />}
          title="Refresh"
          onClick={() => model.refresh()}
        />
      </Toolbar>
    }
  >
    <Grid model={model.gridModel} />
  </Panel>
);
