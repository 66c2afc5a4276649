import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import {
  FormField,
  FormModel,
  required,
  SubFormList,
  type Rule,
  type SubFormListProps,
} from '@toolbox/kit/form';
import { Select, TextInput } from '@toolbox/kit/input';
import { VBox } from '@toolbox/kit/layout';
import { choiceArgType } from '../common/choiceArg';

interface Phone {
  number: string;
  kind: string | null;
}

interface Contact {
  phones: Phone[];
}

const AT_LEAST_ONE = 'At least one phone number is required.';
const atLeastOne: Rule<Phone[], Contact> = ({ value }) => (value.length ? null : AT_LEAST_ONE);

/** The story's args: the list's props but its model and field, and the form's modes that the Controls set. */
interface SubFormListStoryArgs extends Omit<SubFormListProps<Contact>, 'model' | 'field' | 'children'> {
  /** FormModel's `readonly`: values shown as text, the list locked. */
  readonly: boolean;
  /** FormModel's `disabled`: every input greyed out, the list locked. */
  disabled: boolean;
}

const contactForm = (readonly: boolean, disabled: boolean) =>
  new FormModel<Contact>({
    readonly,
    disabled,
    fields: {
      phones: {
        label: 'Phone numbers',
        initial: [{ number: '+44 20 7946 0000', kind: 'Office' }],
        rules: [atLeastOne],
        subForm: {
          fields: {
            number: { label: 'Number', initial: '', rules: [required] },
            kind: { label: 'Kind', initial: 'Mobile' },
          },
        },
      },
    },
  });

/** A contact's phone numbers: a FormModel made from the args, the list, and a button that validates it. */
function PhoneList({ readonly, disabled, ...props }: SubFormListStoryArgs) {
  const model = useMemo(() => contactForm(readonly, disabled), [readonly, disabled]);
  return (
    <VBox gap={8} width={440} padding={8}>
      <SubFormList {...props} model={model} field="phones">
        {(i) => (
          <>
            <FormField model={model} field={`phones.${i}.number`} label={null}>
              {(bind) => <TextInput {...bind} aria-label={`Number ${i + 1}`} width={200} />}
            </FormField>
            <FormField model={model} field={`phones.${i}.kind`} label={null}>
              {(bind) => (
                <Select
                  {...bind}
                  aria-label={`Kind ${i + 1}`}
                  options={['Mobile', 'Office', 'Home']}
                  width={120}
                />
              )}
            </FormField>
          </>
        )}
      </SubFormList>
      {!readonly && <Button text="Validate" intent="primary" onClick={() => void model.validate()} />}
    </VBox>
  );
}

/** What shows above the rows: column titles, or nothing. */
const HEADERS: Record<string, ReactNode> = {
  '(none)': undefined,
  'Column titles': (
    <>
      <span style={{ width: 200 }}>Number</span>
      <span>Kind</span>
    </>
  ),
};

/** How each row's remove button is named. */
const REMOVE_LABELS = {
  'Remove phone {n}': (n: number) => `Remove phone ${n}`,
  'Kit default': undefined,
};

const meta = {
  title: 'Kit/Form/SubFormList',
  // The props table is the component's; the story's args stand for its form's modes instead of a model.
  component: SubFormList as unknown as ComponentType<SubFormListStoryArgs>,
  render: (args) => <PhoneList {...args} />,
  args: {
    readonly: false,
    disabled: false,
    addText: 'Add phone',
    // Name choices of REMOVE_LABELS and HEADERS, which Storybook maps to their values.
    removeLabel: 'Remove phone {n}' as unknown as (n: number) => string,
    emptyText: 'No phone numbers yet.',
    header: 'Column titles',
  },
  argTypes: {
    readonly: { control: 'boolean' },
    disabled: { control: 'boolean' },
    addText: { control: 'text' },
    removeLabel: choiceArgType(REMOVE_LABELS),
    emptyText: { control: 'text' },
    header: choiceArgType(HEADERS),
  },
} satisfies Meta<SubFormListStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A row of fields per item of a list field, each with its remove button, and an add button. The list's own
 * rules (at least one phone) show their message under it once the form is validated.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('group', { name: 'Phone numbers' });
    const rows = () => within(list).queryAllByRole('group', { name: /^Phone numbers \d$/ });
    await expect(rows()).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Number 1' })).toHaveValue('+44 20 7946 0000');

    await step('Add phone adds an empty row, with its own fields', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add phone' }));
      await waitFor(() => expect(rows()).toHaveLength(2));
      const second = canvas.getByRole('textbox', { name: 'Number 2' });
      await expect(second).toHaveValue('');
      await userEvent.type(second, '+1 212 555 0100{Enter}');
    });

    await step('removing the first row keeps the second', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove phone 1' }));
      await waitFor(() => expect(rows()).toHaveLength(1));
      await expect(canvas.getByRole('textbox', { name: 'Number 1' })).toHaveValue('+1 212 555 0100');
    });

    await step('an empty list says so, and fails its rule when validated', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove phone 1' }));
      await expect(await within(list).findByText('No phone numbers yet.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Validate' }));
      await expect(await within(list).findByText(AT_LEAST_ONE)).toBeVisible();
    });
  },
};

/** Read-only (or disabled): rows can be neither added nor removed. */
export const ReadOnly: Story = {
  args: { readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add phone' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove phone 1' })).toBeDisabled();
    await expect(canvas.getByText('+44 20 7946 0000')).toBeVisible();
  },
};
