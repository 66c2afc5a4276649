import { useLocalModel } from '@toolbox/kit/app';
import { ZoneGrid, ZoneGridModel } from '@toolbox/kit/zonegrid';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
}

/** Each record as two lines of fields, in four zones users can remap. */
export function TradeList() {
  const model = useLocalModel(
    () =>
      new ZoneGridModel<Trade>({
        store: { fields: ['id', 'company', 'city', 'pnl'] },
        columns: [{ field: 'company' }, { field: 'city' }, { field: 'pnl', header: 'P&L' }],
        mappings: { tl: 'company', tr: 'pnl', bl: 'city', br: [] },
      }),
  );
  return <ZoneGrid model={model} />;
}
