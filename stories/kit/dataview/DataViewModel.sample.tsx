import { useLocalModel } from '@toolbox/kit/app';
import { DataView, DataViewModel } from '@toolbox/kit/dataview';

interface Company {
  id: number;
  name: string;
  city: string;
}

/** Records shown as cards, one renderer for each; the model holds the store, the sort and the selection. */
export function CompanyCards({ companies }: { companies: Company[] }) {
  const model = useLocalModel(() => {
    const m = new DataViewModel<Company>({
      store: { fields: ['id', 'name', 'city'] },
      renderer: (record) => <b>{record.data.name}</b>,
      itemHeight: 60,
      sortBy: 'name',
    });
    m.loadData(companies);
    return m;
  });
  return <DataView model={model} />;
}
