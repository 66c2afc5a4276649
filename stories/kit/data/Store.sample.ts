import { Store } from '@toolbox/kit/data';

interface Company {
  id: number;
  name: string;
  city: string;
}

/** A store holds records: loaded, filtered, sorted and grouped, with local changes until they are committed. */
export const companies = new Store<Company>({
  fields: ['id', 'name', 'city'],
  sortBy: 'name',
  groupBy: 'city',
});
companies.loadData([
  { id: 1, name: 'Acme', city: 'London' },
  { id: 2, name: 'Globex', city: 'Paris' },
]);
