import { afterEach, describe, expect, it, vi } from 'vitest';
import { lengthIs, numberIs, required, when } from '../form/rules';
import type { RuleContext } from '../form/types';
import { IdIndex } from './IdIndex';
import { Store } from './Store';
import type { FieldSpec } from './types';

interface Item {
  id: number;
  name: string | null;
  amount: number | null;
  category: string | null;
  restricted: boolean;
}

const US_MESSAGE = 'Records where `category` is "US" require `amount` of 10 or greater.';

/** The rules of the inline editing demo (SPEC §5), with the US rule sync or delayed by `delayMs`. */
function fields(delayMs: number | null = null): FieldSpec[] {
  const usRule = ({ value }: RuleContext<number | null>) => {
    const message = value == null || value < 10 ? US_MESSAGE : null;
    return delayMs === null
      ? message
      : new Promise<string | null>((resolve) => setTimeout(() => resolve(message), delayMs));
  };
  return [
    { name: 'name', rules: [required, lengthIs({ max: 15 })] },
    {
      name: 'amount',
      type: 'number',
      rules: [
        required,
        numberIs({ min: 0, max: 100 }),
        when<number | null, Item>(({ values }) => values.category === 'US', usRule),
      ],
    },
    { name: 'category', rules: [required] },
    { name: 'restricted', type: 'bool', defaultValue: false },
  ];
}

const ITEMS: Item[] = [
  { id: 0, name: 'Record 0', amount: 50, category: 'US', restricted: false },
  { id: 1, name: 'Record 1', amount: 25, category: 'EU', restricted: false },
  { id: 2, name: 'Restricted', amount: 30, category: 'BRIC', restricted: true },
];

function store(
  delayMs: number | null = null,
  extra: Partial<ConstructorParameters<typeof Store<Item>>[0]> = {},
) {
  const s = new Store<Item>({ fields: fields(delayMs), assignIdsOnCommit: true, ...extra });
  s.loadData(ITEMS);
  return s;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Store editing: added, modified and removed records', () => {
  it('adds records with field defaults and temporary ids, dirty until committed', () => {
    const s = store();
    const [a, b] = s.addRecords([{ name: 'New Record' }, { name: 'New Record' }]);
    expect(a?.id).toBe(-1);
    expect(b?.id).toBe(-2);
    expect(a?.data).toEqual({ id: -1, name: 'New Record', restricted: false });
    expect(a?.isAdd).toBe(true);
    expect(s.isDirty).toBe(true);
    expect(s.addedCount).toBe(2);
    expect(s.allCount).toBe(5);
    expect(s.rows.map((r) => r.id)).toEqual(['0', '1', '2', '-1', '-2']);
  });

  it('counts modified records; an edit back to the committed values makes a record clean', () => {
    const s = store();
    s.modifyRecords([{ id: 1, amount: 30 }]);
    expect(s.getById(1)?.isModified).toBe(true);
    expect(s.getById(1)?.isFieldModified('amount')).toBe(true);
    expect(s.getById(1)?.isFieldModified('name')).toBe(false);
    expect(s.modifiedCount).toBe(1);
    expect(s.isDirty).toBe(true);
    s.modifyRecords([{ id: 1, amount: 25 }]);
    expect(s.getById(1)?.isModified).toBe(false);
    expect(s.isDirty).toBe(false);
  });

  it('replaces an edited row in place, keeping the other rows', () => {
    const s = store();
    const [first, second] = s.rows;
    const version = s.version;
    s.modifyRecords([{ id: 1, name: 'Renamed' }]);
    expect(s.rows[0]).toBe(first);
    expect(s.rows[1]).not.toBe(second);
    expect(s.rows[1]?.id).toBe('1');
    expect(s.records[1]?.data.name).toBe('Renamed');
    expect(s.version).toBe(version + 1);
  });

  it('keeps replacing the row of a record edited again and again, its messages changing each time', () => {
    const s = store();
    s.modifyRecords([{ id: 1, name: 'A name far too long' }]);
    expect(s.rows[1]?.kind === 'record' && s.rows[1].record.data.name).toBe('A name far too long');
    s.modifyRecords([{ id: 1, name: 'Short' }]);
    expect(s.rows[1]?.kind === 'record' && s.rows[1].record).toBe(s.getById(1));
    s.modifyRecords([{ id: 1, name: null }]);
    expect(s.rows[1]?.kind === 'record' && s.rows[1].record).toBe(s.getById(1));
    expect(s.fieldErrors(1, 'name')).toEqual(['Name is required.']);
  });

  it('tells a view which rows an in-place edit replaced, over several edits, and nothing once rows move', () => {
    const s = store();
    const before = s.rows;
    s.modifyRecords([{ id: 0, amount: 60 }]);
    s.modifyRecords([{ id: 1, amount: 61 }]);
    s.modifyRecords([{ id: 0, amount: 62 }]);
    const replaced = s.replacedRows(before, s.rows);
    expect(replaced?.map((r) => r.id).sort()).toEqual(['0', '1']);
    // The latest row of each record.
    expect(replaced).toEqual(expect.arrayContaining([s.rows[0], s.rows[1]]));
    expect(s.replacedRows(s.rows, s.rows)).toEqual([]);
    // A view that took the rows between the edits gets the rows replaced since.
    const afterFirst = s.rows;
    s.modifyRecords([{ id: 1, amount: 63 }]);
    expect(s.replacedRows(afterFirst, s.rows)).toEqual([s.rows[1]]);
    const edited = s.rows;
    s.addRecords([{ name: 'New Record' }]);
    expect(s.replacedRows(edited, s.rows)).toBeNull();
    expect(s.replacedRows(before, s.rows)).toBeNull();
    // Reloading the same ids makes new records: new row data, not a patch.
    s.loadData(ITEMS);
    const loaded = s.rows;
    s.loadData(ITEMS);
    expect(s.rows).toHaveLength(loaded.length);
    expect(s.replacedRows(loaded, s.rows)).toBeNull();
  });

  it('moves an edited row when the store sorts by the edited field', () => {
    const s = store(null, { sortBy: 'amount' });
    expect(s.rows.map((r) => r.id)).toEqual(['1', '2', '0']);
    s.modifyRecords([{ id: 0, amount: 1 }]);
    expect(s.rows.map((r) => r.id)).toEqual(['0', '1', '2']);
  });

  it('removes records until a revert brings them back where they were', () => {
    const s = store();
    s.removeRecords([0, 1]);
    expect(s.removedCount).toBe(2);
    expect(s.removedRecords.map((r) => r.id)).toEqual([0, 1]);
    expect(s.rows.map((r) => r.id)).toEqual(['2']);
    s.revert([1]);
    expect(s.rows.map((r) => r.id)).toEqual(['1', '2']);
    s.revert();
    expect(s.rows.map((r) => r.id)).toEqual(['0', '1', '2']);
    expect(s.isDirty).toBe(false);
  });

  it('reverts all, or one record', () => {
    const s = store();
    s.addRecords([{ name: 'New Record' }]);
    s.modifyRecords([
      { id: 0, name: 'Changed' },
      { id: 1, name: 'Changed too' },
    ]);
    s.revert([0]);
    expect(s.getById(0)?.data.name).toBe('Record 0');
    expect(s.getById(1)?.data.name).toBe('Changed too');
    expect(s.addedCount).toBe(1);
    s.revert();
    expect(s.getById(1)?.data.name).toBe('Record 1');
    expect(s.addedCount).toBe(0);
    expect(s.allCount).toBe(3);
  });

  it('commits an added record with the highest committed id plus 1', () => {
    const s = store();
    const [added] = s.addRecords([{ name: 'New Record', amount: 5, category: 'EU' }]);
    const { added: committed } = s.commit([added?.id ?? 0]);
    expect(committed.map((r) => r.id)).toEqual([3]);
    expect(s.getById(3)?.data).toMatchObject({ id: 3, name: 'New Record' });
    expect(s.getById(3)?.isAdd).toBe(false);
    expect(s.getById(-1)).toBeUndefined();
    // Its row keeps the key it had (views update the row in place), and shows the record with its new id.
    expect(s.rows.map((r) => r.id)).toEqual(['0', '1', '2', '-1']);
    expect(s.rows.map((r) => (r.kind === 'record' ? r.record.id : null))).toEqual([0, 1, 2, 3]);
    expect(s.getById(3)?.key).toBe('-1');
  });

  it('keeps the keys of committed records through later edits, and a fresh load keys records by id', () => {
    const s = store();
    s.addRecords([
      { name: 'A', amount: 5, category: 'EU' },
      { name: 'B', amount: 6, category: 'EU' },
    ]);
    s.commit();
    expect(s.rows.map((r) => r.id)).toEqual(['0', '1', '2', '-1', '-2']);
    s.modifyRecords([{ id: 4, name: 'B2' }]);
    expect(s.getById(4)?.key).toBe('-2');
    s.commit();
    expect(s.getById(4)?.key).toBe('-2');
    // Records added after keep getting new temporary ids (and keys) that no other row has.
    const [next] = s.addRecords([{ name: 'C' }]);
    expect(next?.key).toBe('-3');
    s.loadData(s.rootRecords.filter((r) => !r.isAdd).map((r) => r.data));
    expect(s.rows.map((r) => r.id)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('gives id 0 to the first record committed into an empty store', () => {
    const s = new Store<Item>({ fields: fields(), assignIdsOnCommit: true });
    s.addRecords([{ name: 'A' }]);
    expect(s.commit().added.map((r) => r.id)).toEqual([0]);
  });

  it('Commit All gives added records sequential ids and commits edits and removals', () => {
    const s = store();
    s.addRecords([{ name: 'One' }, { name: 'Two' }, { name: 'Three' }]);
    s.modifyRecords([{ id: 1, amount: 60 }]);
    s.removeRecords([2]);
    const changes = s.commit();
    expect(changes.added.map((r) => r.id)).toEqual([3, 4, 5]);
    expect(changes.modified.map((r) => r.id)).toEqual([1]);
    expect(changes.removed.map((r) => r.id)).toEqual([2]);
    expect(s.isDirty).toBe(false);
    expect(s.getById(1)?.committedData?.amount).toBe(60);
    // The removed record's id stays taken: the next commit goes on from the highest id ever committed.
    s.addRecords([{ name: 'Four' }]);
    expect(s.commit().added.map((r) => r.id)).toEqual([6]);
  });

  it('commits records in place: a view gets the committed rows as a patch, unless new ids move rows', () => {
    const s = store();
    s.addRecords(Array.from({ length: 40 }, (_, i) => ({ name: `New ${i}`, amount: i, category: 'EU' })));
    s.modifyRecords([{ id: 1, amount: 61 }]);
    const before = s.rows;
    s.commit();
    const patch = s.replacedRows(before, s.rows);
    // The 40 added records and the edited one, each row keeping its key and place.
    expect(patch).toHaveLength(41);
    expect(s.rows.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(s.rows.slice(3).map((r) => (r.kind === 'record' ? r.record.id : null))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 3),
    );
    expect(s.records.every((r, i) => s.rows[i]?.kind === 'record' && s.rows[i].record === r)).toBe(true);
    expect(s.isDirty).toBe(false);
    expect(s.addedCount + s.modifiedCount).toBe(0);
    // Sorted by id, new ids move the rows: the view takes all rows again.
    const sorted = store(null, { sortBy: 'id' });
    sorted.addRecords([{ name: 'A' }, { name: 'B' }]);
    const unsorted = sorted.rows;
    sorted.commit();
    expect(sorted.replacedRows(unsorted, sorted.rows)).toBeNull();
    expect(sorted.rows.map((r) => (r.kind === 'record' ? r.record.id : null))).toEqual([0, 1, 2, 3, 4]);
  });

  it('indexes integer ids in a table and other ids in a map', () => {
    const index = new IdIndex<string>();
    expect(index.set(3, 'three')).toBe(true);
    expect(index.set('a', 'A')).toBe(true);
    expect(index.set(-1, 'minus')).toBe(true);
    expect(index.set(1e12, 'far')).toBe(true);
    expect(index.set(3, 'THREE')).toBe(false);
    expect([index.get(3), index.get('a'), index.get(-1), index.get(1e12), index.get(4)]).toEqual([
      'THREE',
      'A',
      'minus',
      'far',
      undefined,
    ]);
    expect(index.size).toBe(4);
    expect(index.delete(3)).toBe(true);
    expect(index.delete(3)).toBe(false);
    expect(index.has(3)).toBe(false);
    expect(index.size).toBe(3);
  });

  it('finds an integer id kept in the map before the table grew to hold it', () => {
    const index = new IdIndex<string>();
    // Far above the count: to the map. Then enough ids that the table grows past it.
    expect(index.set(5000, 'early')).toBe(true);
    for (let id = 0; id < 1000; id++) index.set(id, String(id));
    expect(index.set(5000, 'again')).toBe(false);
    expect(index.get(5000)).toBe('again');
    expect(index.size).toBe(1001);
    // Ids above any the map holds are new without a look there.
    expect(index.set(5001, 'new')).toBe(true);
    expect(index.size).toBe(1002);
    expect(index.delete(5000)).toBe(true);
    expect(index.get(5000)).toBeUndefined();
  });
});

describe('Store validation', () => {
  it('is unknown without rules, and valid once records pass them', () => {
    const plain = new Store<Item>();
    plain.loadData(ITEMS);
    expect(plain.validationState).toBe('unknown');
    const s = store();
    expect(s.validationState).toBe('valid');
    expect(s.errorCount).toBe(0);
  });

  it('checks added and edited records with the fields rules and counts the messages', () => {
    const s = store();
    const [added] = s.addRecords([{ name: 'New Record' }]);
    expect(s.validationState).toBe('invalid');
    expect(s.recordErrors(added?.id ?? 0)).toEqual({
      amount: ['Amount is required.'],
      category: ['Category is required.'],
    });
    expect(s.errorCount).toBe(2);

    s.modifyRecords([{ id: 0, amount: 5, name: 'A name that is too long' }]);
    expect(s.fieldErrors(0, 'amount')).toEqual([US_MESSAGE]);
    expect(s.fieldErrors(0, 'name')).toEqual(['Name must contain no more than 15 characters.']);
    expect(s.errorCount).toBe(4);

    s.modifyRecords([{ id: 0, amount: 150, category: 'EU', name: 'Short' }]);
    expect(s.fieldErrors(0, 'amount')).toEqual(['Amount must be less than or equal to 100.']);
    s.revert();
    expect(s.validationState).toBe('valid');
    expect(s.errorCount).toBe(0);
  });

  it('draws a record anew when its messages change', () => {
    const s = store(null, { sortBy: 'name' });
    const row = s.rows.find((r) => r.id === '1');
    s.modifyRecords([{ id: 1, category: null }]);
    expect(s.rows.find((r) => r.id === '1')).not.toBe(row);
    expect(s.fieldErrors(1, 'category')).toEqual(['Category is required.']);
  });

  it('moves the messages of an added record to its new id on commit', () => {
    const s = store();
    s.addRecords([{ name: 'New Record' }]);
    s.commit();
    expect(s.recordErrors(-1)).toBeNull();
    expect(s.recordErrors(3)).toEqual({
      amount: ['Amount is required.'],
      category: ['Category is required.'],
    });
    expect(s.errorCount).toBe(2);
    s.removeRecords([3]);
    expect(s.errorCount).toBe(0);
    expect(s.validationState).toBe('valid');
  });

  it('is pending while an async rule runs, then valid or not', async () => {
    vi.useFakeTimers();
    const s = store(1000);
    expect(s.validationState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.validationState).toBe('valid');

    s.modifyRecords([{ id: 0, amount: 5 }]);
    expect(s.validationState).toBe('pending');
    expect(s.isRecordPending(0)).toBe(true);
    const rowBefore = s.rows[0];
    await vi.advanceTimersByTimeAsync(999);
    expect(s.validationState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.validationState).toBe('invalid');
    expect(s.errorCount).toBe(1);
    expect(s.fieldErrors(0, 'amount')).toEqual([US_MESSAGE]);
    expect(s.rows[0]).not.toBe(rowBefore);
  });

  it('redraws the rows of records whose async answer changed their messages in place', async () => {
    vi.useFakeTimers();
    const s = store(1000);
    await vi.advanceTimersByTimeAsync(1000);
    s.modifyRecords([{ id: 0, amount: 5 }]);
    const edited = s.rows;
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.fieldErrors(0, 'amount')).toEqual([US_MESSAGE]);
    expect(s.rows).not.toBe(edited);
    expect(s.replacedRows(edited, s.rows)).toEqual([s.rows[0]]);
  });

  it('moves checks to the ids given on commit: messages as they were, a pending check run again', async () => {
    vi.useFakeTimers();
    const s = store(1000);
    await vi.advanceTimersByTimeAsync(1000);
    const [waiting, invalid] = s.addRecords([
      { name: 'Waits', amount: 5, category: 'US' },
      { name: 'Invalid', category: 'EU' },
    ]);
    expect(s.isRecordPending(waiting?.id ?? 0)).toBe(true);
    s.commit();
    // -1 became 3 and -2 became 4: 4 keeps its message, 3 is checked again under its new id.
    expect(s.recordErrors(invalid?.id ?? 0)).toBeNull();
    expect(s.fieldErrors(4, 'amount')).toEqual(['Amount is required.']);
    expect(s.isRecordPending(waiting?.id ?? 0)).toBe(false);
    expect(s.isRecordPending(3)).toBe(true);
    expect(s.validationState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.fieldErrors(3, 'amount')).toEqual([US_MESSAGE]);
    expect(s.errorCount).toBe(2);
    expect(s.validationState).toBe('invalid');
  });

  it('ignores an async answer about values since changed', async () => {
    vi.useFakeTimers();
    const s = store(1000);
    await vi.advanceTimersByTimeAsync(1000);
    s.modifyRecords([{ id: 0, amount: 5 }]);
    await vi.advanceTimersByTimeAsync(500);
    s.modifyRecords([{ id: 0, amount: 20 }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(s.validationState).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    expect(s.validationState).toBe('valid');
  });

  it('validate() checks every record and waits for async rules', async () => {
    vi.useFakeTimers();
    const s = store(1000);
    s.modifyRecords([{ id: 1, category: 'US', amount: 2 }]);
    const result = s.validate();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(false);
    expect(s.errorCount).toBe(1);
  });

  it('reports a rule that throws and marks its field, the other fields still checked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = new Store<Item>({
      fields: [
        {
          name: 'name',
          rules: [
            () => {
              throw new Error('bug in a rule');
            },
          ],
        },
        { name: 'category', rules: [required] },
      ],
    });
    s.loadData([{ id: 0, name: 'x', amount: 1, category: null, restricted: false }]);
    expect(s.recordErrors(0)).toEqual({
      name: ['Validation could not be completed.'],
      category: ['Category is required.'],
    });
    expect(error).toHaveBeenCalledWith("Validation rule of field 'name' failed", expect.any(Error));
    error.mockRestore();
  });

  it('checks 10,000 added records at once', () => {
    const s = store();
    s.addRecords(Array.from({ length: 10_000 }, () => ({ name: 'New Record' })));
    expect(s.errorCount).toBe(20_000);
    const { added } = s.commit();
    expect(added[0]?.id).toBe(3);
    expect(added[9999]?.id).toBe(10_002);
    expect(s.errorCount).toBe(20_000);
    s.removeRecords(added.map((r) => r.id));
    expect(s.validationState).toBe('valid');
  });
});
