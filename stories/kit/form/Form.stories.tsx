import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import {
  Form,
  FormField,
  FormModel,
  lengthIs,
  required,
  validEmail,
  type FormProps,
} from '@toolbox/kit/form';
import { Checkbox, Select, TextInput } from '@toolbox/kit/input';
import { VBox } from '@toolbox/kit/layout';

interface Contact {
  name: string;
  email: string;
  desk: string | null;
  active: boolean;
}

/** The story's args: the form's props and field defaults, and the model's modes that the Controls set. */
interface FormStoryArgs extends Omit<FormProps<Contact>, 'model'> {
  /** FormModel's `readonly`: values shown as text. */
  readonly: boolean;
  /** FormModel's `disabled`: every input greyed out. */
  disabled: boolean;
}

const contactForm = (readonly: boolean, disabled: boolean) =>
  new FormModel<Contact>({
    readonly,
    disabled,
    fields: {
      name: { label: 'Name', initial: 'Ada Lovelace', rules: [required, lengthIs({ max: 40 })] },
      email: { label: 'Email', initial: '', rules: [required, validEmail], info: 'Where the reports go.' },
      desk: { label: 'Desk', initial: null },
      active: { label: 'Active', initial: true },
    },
  });

/** A contact form: a FormModel made from the args, four FormFields and a button that validates them all. */
function ContactForm({ readonly, disabled, ...props }: FormStoryArgs) {
  const model = useMemo(() => contactForm(readonly, disabled), [readonly, disabled]);
  return (
    <Form {...props} model={model}>
      <VBox gap={4} width={360} padding={8}>
        <FormField model={model} field="name">
          {(bind) => <TextInput {...bind} width="100%" />}
        </FormField>
        <FormField model={model} field="email">
          {(bind) => <TextInput {...bind} type="email" width="100%" />}
        </FormField>
        <FormField model={model} field="desk" readonlyRenderer={(v) => v ?? 'None'}>
          {(bind) => <Select {...bind} options={['Equities', 'Rates', 'FX']} width="100%" />}
        </FormField>
        <FormField model={model} field="active">
          {(bind) => <Checkbox {...bind} />}
        </FormField>
        {!readonly && <Button text="Validate" intent="primary" onClick={() => void model.validate()} />}
      </VBox>
    </Form>
  );
}

const meta = {
  title: 'Kit/Form/Form',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: Form as unknown as ComponentType<FormStoryArgs>,
  parameters: { kit: { components: [FormField] } },
  render: (args) => <ContactForm {...args} />,
  args: {
    readonly: false,
    disabled: false,
    fieldDefaults: { inline: false, labelWidth: 120, minimal: false, commitOnChange: false },
    'aria-label': 'Contact',
  },
  argTypes: {
    fieldDefaults: { control: 'object' },
    'aria-label': { control: 'text' },
    children: { control: false },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<FormStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Fields bound to a FormModel: each FormField gives its input the value, a label (with an asterisk when
 * required), its info text and its errors, shown once the user has left the field or the form is validated.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });

    await step('labels, values and info text; no error before the user has done anything', async () => {
      await expect(canvas.getByRole('form', { name: 'Contact' })).toBeVisible();
      await expect(name).toHaveValue('Ada Lovelace');
      await expect(email).toHaveAccessibleDescription('Where the reports go.');
      await expect(canvas.queryByText('Email is required.')).toBeNull();
    });

    await step('leaving a field with a bad value shows its error', async () => {
      await userEvent.type(email, 'ada@');
      await userEvent.tab();
      await expect(await canvas.findByText('Email is not a properly formatted address.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });

    await step('a valid value clears it', async () => {
      await userEvent.type(email, 'example.com');
      await userEvent.tab();
      await waitFor(() =>
        expect(canvas.queryByText('Email is not a properly formatted address.')).toBeNull(),
      );
    });

    await step('validating shows every error at once', async () => {
      await userEvent.clear(name);
      await userEvent.click(canvas.getByRole('button', { name: 'Validate' }));
      await expect(await canvas.findByText('Name is required.')).toBeVisible();
    });
  },
};

/** Labels beside their inputs, 80 pixels wide. */
export const InlineLabels: Story = {
  args: { fieldDefaults: { inline: true, labelWidth: 80 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Email', { selector: 'label' }).getBoundingClientRect();
    const input = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    await expect(input.left).toBeGreaterThan(label.left + 60);
    await expect(Math.abs(input.top - label.top)).toBeLessThan(20);
  },
};

/** Read-only: the values shown as text, an empty one as the field's readonlyRenderer says. */
export const ReadOnly: Story = {
  args: { readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

/** Disabled: every input greyed out. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
  },
};
