import { format, startOfYear, subDays } from 'date-fns';
import { Store, type FieldSpec } from '@toolbox/kit/data';
import { dateIs, lengthIs, numberIs, required, when } from '@toolbox/kit/form';
import type { InlineRecord as EditRecord } from '../stories/grids/InlineEditingPanelModel';

/** Records the editing figures use: 10,000, as the demo's Add 10k button adds. */
export const EDIT_RECORDS = 10_000;

const CATEGORIES = ['US', 'BRIC', 'Emerging Markets', 'EU', 'Asia/Pac'];
const US_MESSAGE = 'Records where `category` is "US" require `amount` of 10 or greater.';

/** The fields and rules of the Inline Editing demo (SPEC §5), its US rule answering at once. */
function fields(): FieldSpec[] {
  return [
    { name: 'name', rules: [required, lengthIs({ max: 15 })] },
    {
      name: 'amount',
      type: 'number',
      rules: [
        required,
        numberIs({ min: 0, max: 100 }),
        when<number | null, EditRecord>(
          ({ values }) => values.category === 'US',
          ({ value }) => (value == null || value < 10 ? US_MESSAGE : null),
        ),
      ],
    },
    {
      name: 'date',
      type: 'localDate',
      rules: [dateIs({ min: format(startOfYear(new Date()), 'yyyy-MM-dd'), max: 'today' })],
    },
    { name: 'restricted', type: 'bool', defaultValue: false },
    { name: 'enabled', type: 'bool', defaultValue: false },
    { name: 'category', rules: [required] },
    { name: 'description', rules: [lengthIs({ max: 280 })] },
  ];
}

/** A store like the demo's: its rules, new ids on commit, and its three starting records. */
export function editableStore(): Store<EditRecord> {
  const store = new Store<EditRecord>({ fields: fields(), assignIdsOnCommit: true });
  store.loadData(validRecords(3));
  return store;
}

/** Records as the Add buttons make them: only a name (they fail the amount and category rules). */
export function newRecords(count: number): Partial<EditRecord>[] {
  return Array.from({ length: count }, () => ({ name: 'New Record' }));
}

/** `count` committed records passing every rule, ids 0 to count - 1. */
export function validRecords(count: number): EditRecord[] {
  const day = format(subDays(new Date(), 0), 'yyyy-MM-dd');
  return Array.from({ length: count }, (_, id) => ({
    id,
    name: `Record ${id}`,
    amount: 10 + (id % 90),
    date: day,
    restricted: false,
    enabled: id % 2 === 0,
    category: CATEGORIES[id % CATEGORIES.length] ?? 'US',
    description: 'This is a record',
  }));
}
