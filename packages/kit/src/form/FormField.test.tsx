import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox, Select, TextInput } from '../input';
import { Form } from './Form';
import { FormField } from './FormField';
import { FormModel } from './FormModel';
import { lengthIs, required } from './rules';
import { SubFormList } from './SubFormList';

type Values = { name: string; active: boolean; tags: string[]; refs: { name: string }[] };

function makeForm() {
  return new FormModel<Values>({
    fields: {
      name: { initial: 'Ada', rules: [required, lengthIs({ max: 5 })], info: 'Given name.' },
      active: { label: 'Active', initial: false },
      tags: { initial: [], rules: [required] },
      refs: { initial: [], subForm: { fields: { name: { initial: '', rules: [required] } } } },
    },
  });
}

function Harness({ form, inline = false }: { form: FormModel<Values>; inline?: boolean }) {
  return (
    <Form model={form} fieldDefaults={{ inline }}>
      <FormField model={form} field="name">
        {(bind) => <TextInput {...bind} />}
      </FormField>
      <FormField model={form} field="active">
        {(bind) => <Checkbox {...bind} />}
      </FormField>
      <FormField model={form} field="tags">
        {(bind) => <Select<string> {...bind} enableMulti enableCreate options={['a', 'b']} />}
      </FormField>
      <SubFormList model={form} field="refs" addText="Add Ref">
        {(i) => (
          <FormField model={form} field={`refs.${i}.name`}>
            {(bind) => <TextInput {...bind} />}
          </FormField>
        )}
      </SubFormList>
    </Form>
  );
}

describe('FormField', () => {
  it('shows the label (with an asterisk when required), the input bound to the value and the info', () => {
    render(<Harness form={makeForm()} />);
    const input = screen.getByLabelText('Name', { selector: 'input' });
    expect(input).toHaveValue('Ada');
    expect(screen.getByText('Name', { selector: 'label' })).toHaveTextContent('Name*');
    expect(screen.getByText('Given name.')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Given name.');
  });

  it('commits to the model and shows errors once the field is left', async () => {
    const form = makeForm();
    render(<Harness form={form} />);
    const input = screen.getByLabelText('Name', { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Augusta');
    expect(screen.queryByText('Name must contain no more than 5 characters.')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Name must contain no more than 5 characters.')).toBeVisible();
    expect(form.values.name).toBe('Augusta');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the model which field has the focus, and focuses a field on request', async () => {
    const form = makeForm();
    render(<Harness form={form} />);
    await userEvent.click(screen.getByLabelText('Name', { selector: 'input' }));
    await waitFor(() => expect(form.focusedField).toBe('name'));
    act(() => form.focus('active'));
    await waitFor(() => expect(form.focusedField).toBe('active'));
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveFocus();
    act(() => form.blur());
    await waitFor(() => expect(form.focusedField).toBeNull());
  });

  it('types and creates values in a multi select without losing the text', async () => {
    const form = makeForm();
    render(<Harness form={form} />);
    const tags = screen.getByLabelText('Tags', { selector: 'input' });
    await userEvent.type(tags, 'brand-new{Enter}');
    await waitFor(() => expect(form.values.tags).toEqual(['brand-new']));
    await userEvent.type(tags, 'b');
    await userEvent.click(await screen.findByRole('option', { name: 'b' }));
    await waitFor(() => expect(form.values.tags).toEqual(['brand-new', 'b']));
  });

  it('shows values as text in read-only mode, N/A when empty, and locks the sub-form list', async () => {
    const form = makeForm();
    form.setReadonly(true);
    render(<Harness form={form} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('group', { name: 'Name' })).toHaveTextContent('Ada');
    expect(screen.getByRole('group', { name: 'Active' })).toHaveTextContent('No');
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveTextContent('N/A');
    expect(screen.getByRole('button', { name: 'Add Ref' })).toBeDisabled();
  });

  it('disables inputs in disabled mode', () => {
    const form = makeForm();
    form.setDisabled(true);
    render(<Harness form={form} />);
    expect(screen.getByLabelText('Name', { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Ref' })).toBeDisabled();
  });

  it('adds and removes sub-form rows, each validated', async () => {
    const form = makeForm();
    render(<Harness form={form} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Ref' }));
    const row = await screen.findByRole('group', { name: 'Refs 1' });
    const name = row.querySelector('input') as HTMLInputElement;
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('Name is required.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Refs 1' })).toBeNull());
    expect(form.isDirty).toBe(false);
  });

  it('lays the label beside the input when inline', () => {
    const { container } = render(<Harness form={makeForm()} inline />);
    expect(container.querySelector('.tb-form-field--inline')).not.toBeNull();
  });
});
