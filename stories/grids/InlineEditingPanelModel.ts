import { format, max, startOfYear, subDays } from 'date-fns';
import { proxy, ref } from 'valtio';
import { Store, type FieldSpec, type StoreRecord } from '@toolbox/kit/data';
import { dateIs, lengthIs, numberIs, required, when, type RuleContext } from '@toolbox/kit/form';
import { GridModel, type ClicksToEdit } from '@toolbox/kit/grid';
import { confirm } from '@toolbox/kit/popup';
import { inlineEditingColumns } from './InlineEditingColumns';

/** A record of the demo (SPEC §3, Inline-edit record). */
export interface InlineRecord {
  id: number;
  name: string | null;
  amount: number | null;
  /** A local date, 'YYYY-MM-DD'. */
  date: string | null;
  restricted: boolean;
  enabled: boolean | null;
  category: string | null;
  description: string | null;
}

/** Options of the category editor (SPEC §9). */
export const CATEGORIES = ['US', 'BRIC', 'Emerging Markets', 'EU', 'Asia/Pac'] as const;

/** How many records each Add button adds (SPEC §9), with its label. */
export const ADD_BUTTONS: readonly { count: number; text: string }[] = [
  { count: 1, text: 'Add' },
  { count: 5, text: 'Add 5' },
  { count: 1000, text: 'Add 1k' },
  { count: 10_000, text: 'Add 10k' },
];

export const NEW_RECORD_NAME = 'New Record';
export const US_AMOUNT_MESSAGE = 'Records where `category` is "US" require `amount` of 10 or greater.';
export const COMMIT_CONFIRM = {
  title: 'Commit?',
  message: 'The Store contains invalid records - do you want to commit all changes anyway?',
  confirmText: 'Commit',
} as const;
/** How long the US amount rule takes when Async validation is on. */
export const ASYNC_RULE_DELAY_MS = 1000;

/** Choices of the Edit with buttons: the clicks that start editing a cell. */
export const EDIT_CHOICES: readonly { value: ClicksToEdit; label: string; hint: string }[] = [
  { value: 2, label: '2 clicks', hint: 'Double-click a cell to edit it' },
  { value: 1, label: '1 click', hint: 'Click a cell to edit it' },
  { value: -1, label: 'disabled', hint: 'Use the toolbar buttons (or F2) to edit' },
];

const localDate = (d: Date) => format(d, 'yyyy-MM-dd');

/** The three records the demo starts with: two plain ones and one whose other fields are locked. */
export function initialRecords(today = new Date()): InlineRecord[] {
  return [
    {
      id: 0,
      name: 'Record 0',
      category: 'US',
      amount: 50,
      enabled: true,
      restricted: false,
      date: localDate(today),
      description: 'This is a record',
    },
    {
      id: 1,
      name: 'Record 1',
      category: 'EU',
      amount: 25,
      enabled: null,
      restricted: false,
      date: localDate(max([startOfYear(today), subDays(today, 30)])),
      description: 'This is a record',
    },
    {
      id: 2,
      name: 'Restricted',
      category: 'BRIC',
      amount: 30,
      enabled: false,
      restricted: true,
      date: null,
      description: 'Restricted is set on this record, so its other fields cannot be edited.',
    },
  ];
}

/**
 * State of the Inline Editing demo: a Store with validation rules (SPEC §5) edited in a grid. Records are added,
 * edited, removed, committed (added ones get ids) and reverted locally; changing Full-row editing or the clicks
 * that start editing makes a new GridModel over the same store, so the grid is rebuilt with the edits kept.
 */
export class InlineEditingPanelModel {
  readonly store: Store<InlineRecord>;
  gridModel: GridModel<InlineRecord>;
  /** Counts the GridModels made: each new one is a new grid. */
  gridBuild = 0;
  fullRowEditing = false;
  asyncValidation = false;
  clicksToEdit: ClicksToEdit = 2;
  private readonly life = ref({ controller: new AbortController() });

  constructor() {
    this.store = new Store<InlineRecord>({ fields: this.fields(), assignIdsOnCommit: true });
    this.store.loadData(initialRecords());
    this.gridModel = this.createGridModel();
    return proxy(this);
  }

  /** The hint beside the Edit with buttons. */
  get editHint(): string {
    return EDIT_CHOICES.find((c) => c.value === this.clicksToEdit)?.hint ?? '';
  }

  setFullRowEditing(on: boolean): void {
    this.fullRowEditing = on;
    this.gridModel = this.createGridModel();
  }

  setClicksToEdit(clicks: ClicksToEdit): void {
    this.clicksToEdit = clicks;
    this.gridModel = this.createGridModel();
  }

  setAsyncValidation(on: boolean): void {
    this.asyncValidation = on;
  }

  /** Adds `count` records named 'New Record' and starts editing the name of the first. */
  add(count: number): void {
    const added = this.store.addRecords(Array.from({ length: count }, () => ({ name: NEW_RECORD_NAME })));
    const first = added[0];
    if (first) this.gridModel.beginEdit({ record: first.id, colId: 'name' });
  }

  /** Starts editing the first row: its first editable cell, or the given column. */
  editFirstRow(colId?: string): void {
    this.gridModel.beginEdit({ colId });
  }

  stopEditing(): void {
    this.gridModel.endEdit();
  }

  /** Commits every change once all records are checked; with invalid records, only after a confirmation. */
  async commitAll(): Promise<void> {
    this.gridModel.endEdit();
    const valid = await this.store.validate();
    if (!valid && !(await confirm({ ...COMMIT_CONFIRM, intent: 'success' }))) return;
    this.store.commit();
  }

  revertAll(): void {
    this.gridModel.cancelEdit();
    this.store.revert();
  }

  commitRecord(record: StoreRecord<InlineRecord>): void {
    this.store.commit([record.id]);
  }

  revertRecord(record: StoreRecord<InlineRecord>): void {
    this.store.revert([record.id]);
  }

  removeRecord(record: StoreRecord<InlineRecord>): void {
    this.store.removeRecords([record.id]);
  }

  /** Stops the async rule's pending waits. */
  destroy(): void {
    this.life.controller.abort();
  }

  private createGridModel(): GridModel<InlineRecord> {
    this.gridBuild++;
    return new GridModel<InlineRecord>({
      store: this.store,
      selModel: 'none',
      stripeRows: false,
      fullRowEditing: this.fullRowEditing,
      clicksToEdit: this.clicksToEdit,
      countUnit: 'record',
      // Commit All changes every row at once (up to 10,000 and more): no column sizing, which watches each row.
      columnAutosize: false,
      columns: inlineEditingColumns(this),
    });
  }

  private fields(): FieldSpec[] {
    const startOfThisYear = localDate(startOfYear(new Date()));
    return [
      { name: 'name', type: 'string', rules: [required, lengthIs({ max: 15 })] },
      {
        name: 'amount',
        type: 'number',
        rules: [
          required,
          numberIs({ min: 0, max: 100 }),
          when<number | null, InlineRecord>(({ values }) => values.category === 'US', this.usAmountRule()),
        ],
      },
      { name: 'date', type: 'localDate', rules: [dateIs({ min: startOfThisYear, max: 'today' })] },
      { name: 'restricted', type: 'bool', defaultValue: false },
      { name: 'enabled', type: 'bool', defaultValue: false },
      { name: 'category', type: 'string', rules: [required] },
      { name: 'description', type: 'string', rules: [lengthIs({ max: 280 })] },
    ];
  }

  /** US records need an amount of 10 or more; with Async validation on, the answer takes a second. */
  private usAmountRule() {
    return ({ value }: RuleContext<number | null>) => {
      const message = value == null || value < 10 ? US_AMOUNT_MESSAGE : null;
      if (!this.asyncValidation) return message;
      const { signal } = this.life.controller;
      return new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(message), ASYNC_RULE_DELAY_MS);
        signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    };
  }
}
