import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormModel } from './FormModel';
import { lengthIs, numberIs, required, validEmail, when } from './rules';
import { fieldErrorsToMap } from './validation';
import type { Rule } from './types';

type Person = {
  firstName: string;
  email: string;
  isManager: boolean;
  years: number | null;
  startDate: string | null;
  endDate: string | null;
  refs: { name: string; email: string }[];
};

const afterStart: Rule<string | null, Person> = ({ value, values, displayName }) =>
  value && values.startDate && value < values.startDate ? `${displayName} must be after start date.` : null;

function makeForm() {
  return new FormModel<Person>({
    fields: {
      firstName: { label: 'First Name', initial: 'Hoist', rules: [required, lengthIs({ max: 5 })] },
      email: { initial: '', rules: [required, validEmail] },
      isManager: { initial: false },
      years: {
        label: 'Years Experience',
        initial: null,
        rules: [
          numberIs({ min: 0, max: 100 }),
          when(
            ({ values }) => values.isManager,
            [required, ({ value }) => (value != null && value < 10 ? 'Managers need 10 years.' : null)],
          ),
        ],
      },
      startDate: { label: 'Hire Date', initial: '2024-01-10' },
      endDate: { initial: null, rules: [afterStart] },
      refs: {
        initial: [],
        rules: [({ value }) => (value.length ? null : 'At least one reference is required.')],
        subForm: {
          fields: { name: { initial: '', rules: [required] }, email: { initial: '', rules: [validEmail] } },
        },
      },
    },
  });
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('FormModel', () => {
  it('starts from the initial values, clean, and knows which fields are invalid without showing it', async () => {
    const form = makeForm();
    await settle();
    expect(form.values.firstName).toBe('Hoist');
    expect(form.isDirty).toBe(false);
    expect(form.isValid).toBe(false);
    expect(form.errors.email).toEqual(['Email is required.']);
    expect(form.invalidCount).toBe(2); // email, refs
    expect(form.fieldErrors('email')).toEqual([]);
    expect(form.shownInvalidCount).toBe(0);
  });

  it('counts as shown the invalid fields that were left, then all of them after validate()', async () => {
    const form = makeForm();
    await settle();
    form.displayErrors('email');
    expect(form.shownInvalidCount).toBe(1);
    form.displayErrors('firstName'); // valid: nothing to show
    expect(form.shownInvalidCount).toBe(1);
    await form.validate();
    expect(form.shownInvalidCount).toBe(2);
  });

  it('turns dirty on a change and clean again on reset', async () => {
    const form = makeForm();
    form.setValue('firstName', 'Ada');
    await settle();
    expect(form.isDirty).toBe(true);
    expect(form.values.firstName).toBe('Ada');
    form.setValue('firstName', 'Hoist');
    await settle();
    expect(form.isDirty).toBe(false);
    form.setValue('email', 'x');
    form.reset();
    await settle();
    expect(form.isDirty).toBe(false);
    expect(form.values.email).toBe('');
  });

  it('shows a field its errors once it is left, and all of them after validate()', async () => {
    const form = makeForm();
    form.setValue('firstName', 'Too long');
    await settle();
    expect(form.fieldErrors('firstName')).toEqual([]);
    form.noteFocus('firstName');
    expect(form.focusedField).toBe('firstName');
    form.noteBlur('firstName');
    expect(form.focusedField).toBeNull();
    expect(form.fieldErrors('firstName')).toEqual(['First Name must contain no more than 5 characters.']);
    expect(await form.validate()).toBe(false);
    expect(form.fieldErrors('email')).toEqual(['Email is required.']);
    expect(form.fieldErrors('refs')).toEqual(['At least one reference is required.']);
    form.reset();
    await settle();
    expect(form.fieldErrors('email')).toEqual([]);
  });

  it('applies conditional rules only while their condition holds', async () => {
    const form = makeForm();
    form.setValue('years', 5);
    await settle();
    expect(form.errors.years).toBeUndefined();
    expect(form.isRequired('years')).toBe(false);
    form.setValue('isManager', true);
    await settle();
    expect(form.errors.years).toEqual(['Managers need 10 years.']);
    expect(form.isRequired('years')).toBe(true);
    form.setValue('years', null);
    await settle();
    expect(form.errors.years).toEqual(['Years Experience is required.']);
  });

  it('checks a field against another one (cross-field rules)', async () => {
    const form = makeForm();
    form.setValue('endDate', '2024-01-01');
    await settle();
    expect(form.errors.endDate).toEqual(['End Date must be after start date.']);
    form.setValue('startDate', '2023-12-01');
    await settle();
    expect(form.errors.endDate).toBeUndefined();
  });

  it('validates each row of a list of sub-forms and keeps shown errors with their rows', async () => {
    const form = makeForm();
    form.addRow('refs', { name: 'A' });
    form.addRow('refs');
    await settle();
    expect(form.rows('refs')).toHaveLength(2);
    expect(form.errors.refs).toBeUndefined();
    expect(form.errors['refs.1.name']).toEqual(['Name is required.']);
    form.noteBlur('refs.1.name');
    form.setValue('refs.0.email', 'bad');
    await settle();
    expect(form.errors['refs.0.email']).toEqual(['Email is not a properly formatted address.']);
    const secondKey = form.rows('refs')[1];
    form.removeRow('refs', 0);
    await settle();
    expect(form.rows('refs')).toEqual([secondKey]);
    expect(form.fieldErrors('refs.0.name')).toEqual(['Name is required.']);
    expect(form.isDirty).toBe(true);
  });

  it('skips the rules of disabled fields', async () => {
    const form = makeForm();
    await settle();
    expect(form.errors.email).toBeDefined();
    form.setFieldDisabled('email', true);
    await settle();
    expect(form.isFieldDisabled('email')).toBe(true);
    expect(form.errors.email).toBeUndefined();
  });

  it('waits for async rules, and only the latest run counts', async () => {
    const check = vi.fn(async ({ value }: { value: string }) => {
      await new Promise((r) => setTimeout(r, value === 'slow' ? 30 : 1));
      return value === 'taken' ? 'That name is taken.' : null;
    });
    const form = new FormModel<{ user: string }>({ fields: { user: { initial: 'slow', rules: [check] } } });
    expect(form.isValidating).toBe(true);
    form.setValue('user', 'taken');
    expect(await form.validate()).toBe(false);
    expect(form.fieldErrors('user')).toEqual(['That name is taken.']);
    await new Promise((r) => setTimeout(r, 50));
    expect(form.fieldErrors('user')).toEqual(['That name is taken.']);
    form.setValue('user', 'free');
    expect(await form.validate()).toBe(true);
  });

  it('shares its rules as a zod schema and a react-hook-form resolver', async () => {
    const form = makeForm();
    const res = await form.zodSchema.safeParseAsync({
      ...form.getValues(),
      email: 'a@b.co',
      refs: [{ name: 'R', email: '' }],
    });
    expect(res.success).toBe(true);
    form.setValue('email', 'nope');
    const onValid = vi.fn();
    await form.formControl.handleSubmit(onValid)();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows exactly what its react-hook-form control reports on submit: one resolver, one set of values', async () => {
    const form = makeForm();
    form.setValue('firstName', 'Much too long');
    form.addRow('refs', { name: '', email: 'bad' });
    await form.validate();
    const onInvalid = vi.fn();
    await form.formControl.handleSubmit(() => {}, onInvalid)();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    const [submitErrors] = onInvalid.mock.calls[0] ?? [];
    expect(fieldErrorsToMap(submitErrors)).toEqual(form.errors);
    expect(form.errors['refs.0.name']).toEqual(['Name is required.']);
    // The values the views read are the control's.
    expect(form.values).toEqual(form.formControl.getValues());
    expect(form.values).not.toBe(form.formControl.getValues());
  });

  it('resets to new values, which become the initial ones', async () => {
    const form = makeForm();
    form.reset({ ...form.getValues(), firstName: 'Grace', refs: [{ name: 'R', email: 'r@x.co' }] });
    await settle();
    expect(form.values.firstName).toBe('Grace');
    expect(form.rows('refs')).toHaveLength(1);
    expect(form.isDirty).toBe(false);
    form.setValue('firstName', 'Ada');
    await settle();
    expect(form.isDirty).toBe(true);
    form.reset();
    await settle();
    expect(form.values.firstName).toBe('Grace');
  });
});

describe('fieldErrorsToMap', () => {
  it("flattens nested errors to paths, a list's own ('root') messages at the list's path", () => {
    expect(
      fieldErrorsToMap({
        email: { type: 'custom', message: 'Email is required.' },
        years: { type: 'custom', message: 'a', types: { custom: ['a', 'b'] } },
        // How react-hook-form nests them: rows by index, the list's own error under 'root'.
        refs: Object.assign([undefined, { name: { type: 'custom', message: 'Name is required.' } }], {
          root: { type: 'custom', message: 'Too few.' },
        }) as unknown as FieldErrors['refs'],
      }),
    ).toEqual({
      email: ['Email is required.'],
      years: ['a', 'b'],
      'refs.1.name': ['Name is required.'],
      refs: ['Too few.'],
    });
  });
});

describe('FormModel: server errors', () => {
  it('shows a message a server gave for a field until its value changes, or a reset', async () => {
    const form = makeForm();
    form.setServerError('firstName', 'A person named "Hoist" already exists.');
    // Shown at once, even on a field not visited yet.
    expect(form.fieldErrors('firstName')).toEqual(['A person named "Hoist" already exists.']);
    form.setValue('email', 'x@y.com');
    expect(form.fieldErrors('firstName')).toEqual(['A person named "Hoist" already exists.']);
    form.setValue('firstName', 'Other');
    expect(form.fieldErrors('firstName')).toEqual([]);
    form.setServerError('email', 'Taken.');
    form.reset();
    expect(form.serverErrors).toEqual({});
    form.destroy();
  });
});
