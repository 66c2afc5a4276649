import { format } from 'date-fns';
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import {
  FormModel,
  constrainAll,
  dateIs,
  lengthIs,
  numberIs,
  required,
  stringExcludes,
  validEmail,
  when,
  type Rule,
} from '@toolbox/kit/form';
import { registerModel } from '@toolbox/kit/inspector';
import { alert, toast } from '@toolbox/kit/popup';
import { submittedMessage } from './FormModelSubmitted';

export const REGIONS = ['California', 'London', 'Montreal', 'New York'];
export const REASONS_FOR_LEAVING = ['New Job', 'Retirement', 'Terminated', 'Other'];
export type Relationship = 'professional' | 'personal';
export const RELATIONSHIPS: { value: Relationship; label: string }[] = [
  { value: 'professional', label: 'Professional Contact' },
  { value: 'personal', label: 'Personal Contact' },
];

export type Reference = { name: string; email: string; relationship: Relationship | null };

export type EmployeeValues = {
  firstName: string;
  lastName: string;
  email: string;
  notes: string;
  isManager: boolean;
  yearsExperience: number | null;
  /** LocalDate strings ('yyyy-MM-dd'). */
  startDate: string | null;
  endDate: string | null;
  reasonForLeaving: string | null;
  region: string | null;
  tags: string[];
  references: Reference[];
};

export const MANAGER_MESSAGE = 'Managerial positions require at least 10 years of experience.';
export const REFERENCES_MESSAGE = 'At least one reference is required.';

const today = () => format(new Date(), 'yyyy-MM-dd');

const managerExperience: Rule<number | null, EmployeeValues> = ({ value }) =>
  value != null && value < 10 ? MANAGER_MESSAGE : null;

const afterStartDate: Rule<string | null, EmployeeValues> = ({ value, values, displayName }) =>
  value && values.startDate && value < values.startDate ? `${displayName} must be after start date.` : null;

const atLeastOneReference: Rule<Reference[], EmployeeValues> = ({ value }) =>
  value.length ? null : REFERENCES_MESSAGE;

/** Display options of the demo, shown as switches in its side panel. */
export interface DisplayOptions {
  readonly: boolean;
  disabled: boolean;
  inline: boolean;
  minimal: boolean;
  commitOnChange: boolean;
}

/** State of the FormModel demo: an employee form with every kind of rule, and how it is displayed. */
export class FormModelPanelModel {
  readonly form: FormModel<EmployeeValues>;
  options: DisplayOptions = {
    readonly: false,
    disabled: false,
    inline: false,
    minimal: false,
    commitOnChange: false,
  };
  private readonly stopWatching: () => void;

  constructor() {
    this.form = new FormModel<EmployeeValues>({
      fields: {
        firstName: { initial: 'Hoist', rules: [required, lengthIs({ max: 20 })] },
        lastName: { initial: 'Developer', rules: [required, lengthIs({ max: 20 })] },
        email: {
          initial: '',
          rules: [required, validEmail],
          info: 'A work address: we send the offer letter here.',
        },
        notes: { initial: '', rules: [required, lengthIs({ min: 10, max: 300 })] },
        isManager: { label: 'Manager', initial: false, rules: [required] },
        yearsExperience: {
          initial: null,
          rules: [
            numberIs({ min: 0, max: 100 }),
            when(({ values }) => values.isManager, [required, managerExperience]),
          ],
        },
        startDate: { label: 'Hire Date', initial: today(), rules: [required, dateIs({ max: 'today' })] },
        endDate: {
          initial: null,
          rules: [when(({ value, values }) => !!value && !!values.startDate, afterStartDate)],
        },
        reasonForLeaving: {
          initial: null,
          disabled: (values) => !values.endDate,
          info: 'Enabled once an end date is set.',
        },
        region: { initial: null, rules: [required] },
        tags: {
          initial: [],
          rules: [required, constrainAll(stringExcludes('/', '.', '\\', 'tag'))],
          info: 'Pick or type new tags.',
        },
        references: {
          initial: [],
          rules: [atLeastOneReference],
          subForm: {
            fields: {
              name: { initial: '', rules: [required] },
              email: { initial: '', rules: [required, validEmail] },
              relationship: { initial: 'professional' },
            },
          },
        },
      },
    });
    const self = proxy(this);
    // While there is no end date there is no reason for leaving: clear any left over.
    this.stopWatching = subscribeKey(self.form, 'values', (values) => {
      if (!values.endDate && values.reasonForLeaving != null) self.form.setValue('reasonForLeaving', null);
    });
    return registerModel('FormModelPanelModel', self);
  }

  setOption<K extends keyof DisplayOptions>(key: K, value: DisplayOptions[K]): void {
    this.options[key] = value;
    if (key === 'readonly') this.form.setReadonly(value);
    if (key === 'disabled') this.form.setDisabled(value);
  }

  /** Valid: shows the data and starts over. Invalid: shows every error and says how many fields failed. */
  async submit(): Promise<void> {
    const { form } = this;
    if (await form.validate()) {
      const data = form.getValues();
      void alert({ title: 'Submitted', message: submittedMessage(data) });
      form.reset();
    } else {
      toast({
        intent: 'danger',
        message: `Cannot submit your form - ${form.invalidCount} fields failed to pass validation.`,
      });
    }
  }

  destroy(): void {
    this.stopWatching();
    this.form.destroy();
  }
}
