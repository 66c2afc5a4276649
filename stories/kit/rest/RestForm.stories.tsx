import { useEffect, useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { RestForm, type RestFormMode, type RestGridModel } from '@toolbox/kit/rest';
import type { Company } from '../../../src/api/companies';
import { mockCompanies, resetMockCompanies } from '../../../mocks/handlers/companyRest';
import { withPopupHosts } from '../../common/withPopupHosts';
import { SAMPLE_COMPANIES, sampleRestGridModel } from './restSamples';

/** The story's args: the model's config that the Controls set (the form itself takes only the model). */
interface RestFormStoryArgs {
  /** RestGridModel's `unit`: the form's title is the mode and the unit ('Edit Company'). */
  unit: string;
  /** How the button opens the form: a new record, or the first record to edit, view or clone. */
  mode: RestFormMode;
}

/** Opens the form as the grid's toolbar would, once the records are loaded. */
function OpenButton({ model, mode }: { model: RestGridModel<Company>; mode: RestFormMode }) {
  const { loading } = useSnapshot(model);
  const open = () => {
    const first = model.gridModel.store.records.find((r) => r.data.name === 'Atlas Freight') ?? null;
    if (mode === 'add') model.addRecord();
    else if (mode === 'edit') model.editRecord(first);
    else if (mode === 'view') model.viewRecord(first);
    else model.cloneRecord(first);
  };
  const text =
    mode === 'add' ? 'New company' : `${mode.charAt(0).toUpperCase()}${mode.slice(1)} Atlas Freight`;
  return <Button text={text} outlined disabled={loading} onClick={open} />;
}

/** A RestForm over the mock's companies (MSW), opened by a button; its model is made from the story's args. */
function RestFormStory({ unit, mode }: RestFormStoryArgs) {
  const model = useMemo(() => {
    // The mock keeps writes in memory: each model starts from the story's own companies.
    resetMockCompanies(SAMPLE_COMPANIES);
    return sampleRestGridModel(unit);
  }, [unit]);
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  return (
    <>
      <OpenButton model={model} mode={mode} />
      <RestForm model={model} />
    </>
  );
}

const meta = {
  title: 'Kit/Rest/RestForm',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: RestForm as unknown as ComponentType<RestFormStoryArgs>,
  decorators: [withPopupHosts],
  // Put the mock's seeded companies back for the other stories.
  beforeEach: () => () => resetMockCompanies(),
  render: (args) => <RestFormStory {...args} />,
  args: { unit: 'company', mode: 'edit' },
  argTypes: { mode: { control: 'inline-radio', options: ['add', 'edit', 'view', 'clone'] } },
} satisfies Meta<RestFormStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens the form with the button and waits until it has faded in. */
async function openForm(canvasElement: HTMLElement, button: string, title: string): Promise<HTMLElement> {
  const open = within(canvasElement).getByRole('button', { name: button });
  await waitFor(() => expect(open).toBeEnabled());
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The form of a RestGrid, generated from its field specs: a text, a lookup select, a number, a switch, a local
 * date and a text area, and the fields only the server sets shown as text. Save sends it through the API.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openForm(canvasElement, 'Edit Atlas Freight', 'Edit Company');
    const form = within(dialog);

    await step("the record's values fill the form; server fields are text", async () => {
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Atlas Freight');
      await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Quarterly review due');
      await expect(form.getByRole('group', { name: 'Last Updated By' })).toHaveTextContent('admin');
    });

    await step('Save sends the change to the server', async () => {
      await userEvent.clear(form.getByRole('textbox', { name: 'Note' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Note' }), 'Review moved to August');
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(mockCompanies().find((c) => c.name === 'Atlas Freight')?.note).toBe(
        'Review moved to August',
      );
    });
  },
};

/** A new record: required fields left empty keep it from being saved, and say so. */
export const Add: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'New company', 'Add Company');
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(dialog).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Read-only: the values as text, and Edit turns the form editable. */
export const View: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'View Atlas Freight', 'View Company');
    await expect(within(dialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(within(dialog).getByText('Atlas Freight')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Company' });
    await expect(within(edit).getByRole('textbox', { name: 'Name' })).toHaveValue('Atlas Freight');
  },
};
