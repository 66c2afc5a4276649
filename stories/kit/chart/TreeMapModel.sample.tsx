import { useLocalModel } from '@toolbox/kit/app';
import { TreeMap, TreeMapModel } from '@toolbox/kit/chart';
import { Store } from '@toolbox/kit/data';

interface Position {
  id: string;
  name: string;
  mktVal: number;
  pnl: number;
}

/** Positions sized by market value and coloured by P&L, from a store the model watches. */
export function PositionsMap({ positions }: { positions: Position[] }) {
  const model = useLocalModel(() => {
    const store = new Store<Position>({ fields: ['id', 'name', 'mktVal', 'pnl'] });
    store.loadData(positions);
    return new TreeMapModel<Position>({ store, valueField: 'mktVal', heatField: 'pnl' });
  });
  return <TreeMap model={model} />;
}
