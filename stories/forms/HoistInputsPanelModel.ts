import { addWeeks, subWeeks } from 'date-fns';
import { proxy } from 'valtio';
import { sampleApi } from '../../src/api/samples';
import { FormModel } from '@toolbox/kit/form';
import { registerModel } from '@toolbox/kit/inspector';
import type { NumberRange, SelectOption } from '@toolbox/kit/input';

export const BUTTON_GROUP_OPTIONS = ['button1', 'button2', 'button3'];
export const RADIO_OPTIONS = [{ value: 'Steak' }, { value: 'Chicken' }, { value: 'Fish', disabled: true }];
export const COLORS = ['Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Indigo', 'Violet'];

export const SLIDER2_MIN = 50000;
export const SLIDER2_MAX = 150000;

export type InputsValues = {
  textInput1: string;
  textInput2: string;
  textInput3: string;
  textArea: string;
  jsonInput: string;
  numberInput1: number | null;
  numberInput2: number | null;
  numberInput3: number | null;
  slider1: number;
  slider2: NumberRange;
  dateInput1: Date | null;
  dateInput2: Date | null;
  /** A LocalDate: 'yyyy-MM-dd'. */
  dateInput3: string | null;
  select1: string | null;
  select2: string | null;
  select3: number | null;
  select4: string[];
  checkbox: boolean;
  switch: boolean;
  buttonGroupInput: string | null;
  radioInput: string | null;
};

const randomInt = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const randomThousands = (lo: number, hi: number) => randomInt(lo / 1000, hi / 1000) * 1000;

/** The window dateInput1 accepts: 5 weeks back to 2 weeks ahead of today. */
export function dateWindow(now = new Date()): { min: Date; max: Date } {
  return { min: subWeeks(now, 5), max: addWeeks(now, 2) };
}

const customerLabels = new Map<number, string>();

/** Searches the sample customers (GET customer?query=...) for select3. */
export async function searchCustomers(query: string): Promise<SelectOption<number>[]> {
  const found = await sampleApi.customers(query);
  const options = found.map((c) => ({ value: c.id, label: `${c.company} (${c.city})` }));
  for (const o of options) customerLabels.set(o.value, o.label);
  return options;
}

/** The name of a customer found by select3, for the read-only view. */
export const customerLabel = (id: number | null) =>
  id == null ? 'N/A' : (customerLabels.get(id) ?? `#${id}`);

/** numberInput3 read-only: the fraction as a percentage, as the input shows it. */
export const percentLabel = (v: number | null) =>
  v == null ? 'N/A' : `${Number((v * 100).toPrecision(12))}%`;

/** State of the Hoist Inputs demo: one form holding a sample of every input, and its display switches. */
export class HoistInputsPanelModel {
  readonly form = new FormModel<InputsValues>({
    fields: {
      textInput1: { label: 'textInput1', initial: '', info: 'Plain text; commits on blur or Enter.' },
      textInput2: { label: 'textInput2', initial: '', info: 'With a left icon and a placeholder.' },
      textInput3: { label: 'textInput3', initial: '', info: 'Width 120.' },
      textArea: { label: 'textArea', initial: '', info: 'Multi-line; Enter adds a line.' },
      jsonInput: {
        label: 'jsonInput',
        initial: '{\n  "name": "Toolbox",\n  "tags": ["kit"]\n}',
        info: 'CodeMirror, with syntax errors shown.',
      },
      numberInput1: { label: 'numberInput1', initial: null, info: 'Steps 1,000; Shift 100,000; Alt 100.' },
      numberInput2: { label: 'numberInput2', initial: 25000, info: 'Thousands separators, 0 to 1,000,000.' },
      numberInput3: { label: 'numberInput3', initial: 0.25, info: 'Scale factor 100 with a % label.' },
      slider1: { label: 'slider1', initial: randomInt(0, 100), info: '0 to 100; random start.' },
      slider2: {
        label: 'slider2',
        initial: [randomThousands(50000, 70000), randomThousands(110000, 150000)],
        info: '50k to 150k in steps of 1,000.',
      },
      dateInput1: { label: 'dateInput1', initial: null, info: '5 weeks back to 2 weeks ahead.' },
      dateInput2: { label: 'dateInput2', initial: null, info: 'With a time, to the minute.' },
      dateInput3: { label: 'dateInput3', initial: null, info: 'A local date (yyyy-MM-dd).' },
      select1: { label: 'select1', initial: null, info: 'Type to filter the options.' },
      select2: { label: 'select2', initial: null, info: 'Creatable: type a new color.' },
      select3: { label: 'select3', initial: null, info: 'Async search of customers.' },
      select4: { label: 'select4', initial: [], info: 'Multiple values.' },
      checkbox: { label: 'checkbox', initial: false },
      switch: { label: 'switch', initial: false },
      buttonGroupInput: { label: 'buttonGroupInput', initial: 'button2' },
      radioInput: { label: 'radioInput', initial: null, info: 'Fish is off the menu (disabled).' },
    },
  });
  commitOnChange = false;

  constructor() {
    return registerModel('HoistInputsPanelModel', proxy(this));
  }

  setCommitOnChange(v: boolean): void {
    this.commitOnChange = v;
  }

  destroy(): void {
    this.form.destroy();
  }
}
