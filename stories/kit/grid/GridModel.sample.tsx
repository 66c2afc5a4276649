import { useLocalModel } from '@toolbox/kit/app';
import { Grid, GridModel } from '@toolbox/kit/grid';

interface Trade {
  id: number;
  symbol: string;
  qty: number;
}

/** A grid of trades: the model holds its store, columns, sort and selection; the Grid draws it. */
export function TradesGrid({ trades }: { trades: Trade[] }) {
  const model = useLocalModel(() => {
    const m = new GridModel<Trade>({
      store: { fields: ['id', 'symbol', { name: 'qty', type: 'int' }] },
      columns: [{ field: 'symbol' }, { field: 'qty', header: 'Quantity', align: 'right' }],
      sortBy: 'qty|desc',
      selModel: 'multiple',
    });
    m.loadData(trades);
    return m;
  });
  return <Grid model={model} />;
}
