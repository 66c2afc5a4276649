import { useLocalModel } from '@toolbox/kit/app';
import { SplitTreeMap, SplitTreeMapModel } from '@toolbox/kit/chart';
import { Store } from '@toolbox/kit/data';

interface Position {
  id: string;
  name: string;
  mktVal: number;
  pnl: number;
}

/** Gains and losses in two maps side by side: by default the split is by the sign of the heat. */
export function GainsAndLosses({ positions }: { positions: Position[] }) {
  const model = useLocalModel(() => {
    const store = new Store<Position>({ fields: ['id', 'name', 'mktVal', 'pnl'] });
    store.loadData(positions);
    return new SplitTreeMapModel<Position>({
      store,
      valueField: 'mktVal',
      heatField: 'pnl',
      orientation: 'vertical',
    });
  });
  return <SplitTreeMap model={model} />;
}
