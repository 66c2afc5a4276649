import { proxy } from 'valtio';
import { FormModel, required } from '@toolbox/kit/form';
import { registerModel } from '@toolbox/kit/inspector';
import { toast } from '@toolbox/kit/popup';

export const BUTTON_GROUP_OPTIONS = ['button1', 'button2', 'button3'];
export const STATES = [
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'IL', label: 'Illinois' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
  { value: 'WA', label: 'Washington' },
];
export const SIZES = ['Small', 'Medium', 'Large', 'Extra Large'];

export type TopValues = {
  text1: string;
  number1: number | null;
  date1: Date | null;
  buttonGroup1: string | null;
  /** null until the user says yes or no: required makes them say. */
  bool1: boolean | null;
  bool2: boolean;
};

export type BottomValues = {
  option1: string | null;
  option2: string[];
  option3: string | null;
};

/** State of the Toolbar Forms demo: a form in the top toolbar and one in the bottom toolbar. */
export class ToolbarFormsPanelModel {
  readonly top = new FormModel<TopValues>({
    fields: {
      text1: { label: 'Text 1', initial: '', rules: [required] },
      number1: { label: 'Number 1', initial: null },
      date1: { label: 'Date 1', initial: null },
      buttonGroup1: { label: 'Group 1', initial: 'button2' },
      bool1: { label: 'Bool 1', initial: null, rules: [required] },
      bool2: { label: 'Bool 2', initial: false },
    },
  });

  readonly bottom = new FormModel<BottomValues>({
    fields: {
      option1: { label: 'Option 1', initial: 'CA' },
      option2: { label: 'Option 2', initial: [] },
      option3: { label: 'Option 3', initial: null },
    },
  });

  constructor() {
    return registerModel('ToolbarFormsPanelModel', proxy(this));
  }

  /** Checks the top form and shows its errors; a toast says how it went. */
  async validateTop(): Promise<void> {
    const { top } = this;
    if (await top.validate()) {
      toast({ intent: 'success', message: 'The top form is valid.' });
    } else {
      const n = top.invalidCount;
      toast({ intent: 'warning', message: `The top form has ${n} invalid ${n === 1 ? 'field' : 'fields'}.` });
    }
  }

  destroy(): void {
    this.top.destroy();
    this.bottom.destroy();
  }
}
