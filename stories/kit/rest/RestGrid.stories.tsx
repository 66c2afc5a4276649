import { useEffect, useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RestForm, RestGrid, type RestGridProps } from '@toolbox/kit/rest';
import type { Company } from '../../../src/api/companies';
import { resetMockCompanies } from '../../../mocks/handlers/companyRest';
import { withPopupHosts } from '../../common/withPopupHosts';
import { SAMPLE_COMPANIES, sampleRestGridModel } from './restSamples';

/** The story's args: the grid's props, and the model's config that the Controls set. */
interface RestGridStoryArgs extends Omit<RestGridProps<Company>, 'model'> {
  /** RestGridModel's `unit`: what a record is, in titles, counts and messages. */
  unit: string;
  /** RestGridModel's `emptyText`. */
  emptyText: string;
  /** Whether the resource has no records, to show the empty text. */
  empty: boolean;
}

/** A RestGrid over the mock's companies (MSW), whose model is made from the story's args and loads on mount. */
function RestGridStory({ unit, emptyText, empty, ...props }: RestGridStoryArgs) {
  const model = useMemo(() => {
    // The mock keeps writes in memory: each model starts from the story's own companies (or none).
    resetMockCompanies(empty ? [] : SAMPLE_COMPANIES);
    return sampleRestGridModel(unit, emptyText);
  }, [unit, emptyText, empty]);
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  return (
    <div style={{ width: 760, maxWidth: '100%', height: 340, display: 'flex' }}>
      <RestGrid {...props} model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Rest/RestGrid',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: RestGrid as unknown as ComponentType<RestGridStoryArgs>,
  parameters: { kit: { components: [RestForm] } },
  decorators: [withPopupHosts],
  // Put the mock's seeded companies back for the other stories.
  beforeEach: () => () => resetMockCompanies(),
  render: (args) => <RestGridStory {...args} />,
  args: { 'aria-label': 'Companies', unit: 'company', emptyText: 'No companies yet.', empty: false },
  argTypes: { 'aria-label': { control: 'text' } },
} satisfies Meta<RestGridStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The grid once the companies have loaded. */
async function findGrid(canvasElement: HTMLElement): Promise<HTMLElement> {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Companies' });
  await within(grid).findByText('Atlas Freight');
  return grid;
}

/**
 * A CRUD grid over a REST resource (here rest/companyRest, answered by MSW): Add, and for the selected record
 * Edit, View, Delete and Clone; a double-click edits. The form is generated from the field specs.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);

    await step('the records load, sorted by name; the actions wait for a selection', async () => {
      await expect(within(grid).getByText('Summit Health')).toBeVisible();
      await expect(canvas.getByText('4 companies')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
    });

    await step('View shows the selected record, read-only', async () => {
      await userEvent.click(within(grid).getByText('Beacon Labs'));
      await userEvent.click(canvas.getByRole('button', { name: 'View' }));
      const dialog = await screen.findByRole('dialog', { name: 'View Company' });
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(within(dialog).getByText('Beacon Labs')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** Edit saves through the API: the grid shows the record as the server answered it. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await userEvent.dblClick(within(grid).getByText('Cobalt Partners'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    await waitFor(() => expect(dialog).toBeVisible());
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'New fund in Q3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(grid).findByText('New fund in Q3')).toBeVisible();
    await expect(canvas.getByText('4 companies')).toBeVisible();
  },
};

/** Delete asks first, then removes the record on the server and from the grid. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await userEvent.click(within(grid).getByText('Summit Health'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete company?' });
    await expect(confirm).toHaveTextContent('Are you sure you want to delete "Summit Health"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid).queryByText('Summit Health')).toBeNull());
    await expect(canvas.getByText('3 companies')).toBeVisible();
  },
};

/** No records: the grid says so (the model's `emptyText`); Add is still there. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No companies yet.')).toBeVisible();
    // The toolbar measures its items before it shows them.
    await expect(await canvas.findByRole('button', { name: 'Add' })).toBeEnabled();
  },
};
