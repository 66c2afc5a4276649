import { describe, expect, it } from 'vitest';
import { compileFilter, Store } from '@toolbox/kit/data';
import { contactFilter, toContactRow, type ContactRow } from './contactFilters';

const people = [
  { id: 1, name: 'Ada', location: 'London', department: 'Risk', tags: ['Mentor', 'Chess'] },
  { id: 2, name: 'Bo', location: 'London', department: 'Sales', tags: ['Chess club'] },
  { id: 3, name: 'Cy', location: 'Remote', department: 'Risk', tags: [] },
].map((p) => toContactRow({ ...p, title: '', email: '', phone: '', isFavorite: false }));

function matching(choice: Parameters<typeof contactFilter>[0]): number[] {
  const store = new Store<ContactRow>({});
  store.loadData(people);
  const filter = contactFilter(choice);
  if (!filter) return store.records.map((r) => r.id as number);
  const test = compileFilter(filter, { searchFields: [] });
  return store.records.filter(test).map((r) => r.id as number);
}

describe('contactFilter', () => {
  it('is null with nothing chosen', () => {
    expect(contactFilter({ locations: [], departments: [], tags: [] })).toBeNull();
  });

  it('matches any chosen value within a filter, and every filter', () => {
    expect(matching({ locations: ['London'], departments: [], tags: [] })).toEqual([1, 2]);
    expect(matching({ locations: ['London', 'Remote'], departments: ['Risk'], tags: [] })).toEqual([1, 3]);
  });

  it('matches whole tags, in any case, never a part of one', () => {
    expect(matching({ locations: [], departments: [], tags: ['chess'] })).toEqual([1]);
    expect(matching({ locations: [], departments: [], tags: ['Chess club', 'Mentor'] })).toEqual([1, 2]);
  });
});
