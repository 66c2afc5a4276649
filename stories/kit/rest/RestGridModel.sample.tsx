import { useLocalModel } from '@toolbox/kit/app';
import { RestGrid, RestGridModel, type RestAdapter } from '@toolbox/kit/rest';

interface Desk {
  id: number;
  name: string;
}

/** A grid with add, edit and delete forms over a REST resource; the adapter makes the calls. */
export function Desks({ adapter }: { adapter: RestAdapter<Desk> }) {
  const model = useLocalModel(
    () =>
      new RestGridModel<Desk>({
        adapter,
        unit: 'desk',
        fields: [{ name: 'id', type: 'int' }, { name: 'name' }],
        columns: [{ field: 'name' }],
      }),
  );
  return <RestGrid model={model} />;
}
