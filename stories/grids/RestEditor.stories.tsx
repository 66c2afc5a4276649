import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { COMPANIES } from '../../mocks/data/companies';
import { resetMockCompanies } from '../../mocks/handlers/companyRest';
import { COMPANY_MESSAGES } from '../../src/api/errors';
import { RestEditorPanel } from './RestEditorPanel';
import { CLONE_SUFFIX, EMPTY_TEXT } from './RestEditorPanelModel';
import { withPopupHosts } from '../common/withPopupHosts';

const description = `
A CRUD grid over a REST resource: the companies of \`rest/companyRest\`, kept in the server's database (in
Storybook, an in-memory copy).

**Try it:** **Add** a company, or select one and **Edit**, **View**, **Delete** (after a confirmation) or **Clone**
it; a double-click edits a row. The form is generated from the field specs: the type is a lookup the server
provides, the config is JSON, the earnings date a local date, and *Last Updated* / *Last Updated By* are set by the
server from your session. Save with a field missing and the form says which; the server checks again and refuses a
name already taken (clone a company twice to see its message on the name field), or a change to a company someone
else saved since you opened it. Delete every company to see the empty grid.
`;

const meta = {
  title: 'Grids/REST Editor',
  component: RestEditorPanel,
  decorators: [withPopupHosts],
  // Each story starts from the seeded companies (the mock keeps writes in memory).
  beforeEach: () => {
    resetMockCompanies();
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof RestEditorPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const first = [...COMPANIES].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))[0];

/** Add with validation, edit, view, clone (and the server's 400 on a second clone) and delete. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Companies' });
    const button = (name: string) => canvas.getByRole('button', { name });
    const cellOf = (name: string, colId: string) =>
      within(grid)
        .queryAllByText(name, { exact: true })
        .map((el) => el.closest('[role="row"]')?.querySelector<HTMLElement>(`[col-id="${colId}"]`))
        .find((c): c is HTMLElement => !!c) ?? null;
    const selectRow = async (name: string) => {
      await userEvent.click(await within(grid).findByText(name, { exact: true }));
      await waitFor(() => expect(button('Edit')).toBeEnabled());
    };
    const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
    const save = async (dialog: HTMLElement) =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await step('50 companies, sorted by name; actions on a record wait for a selection', async () => {
      await waitFor(() => expect(canvas.getByText('50 companies')).toBeInTheDocument());
      await expect(await within(grid).findByText(first?.name ?? '')).toBeInTheDocument();
      for (const name of ['Edit', 'View', 'Delete', 'Clone']) await expect(button(name)).toBeDisabled();
      await expect(button('Add')).toBeEnabled();
    });

    await step('Add validates before saving: the required fields say so', async () => {
      await userEvent.click(button('Add'));
      const dialog = await dialogNamed('Add Company');
      await save(dialog);
      for (const message of [
        'Name is required.',
        'Type is required.',
        'Employees (#) is required.',
        'Earnings Date is required.',
      ])
        await expect(await within(dialog).findByText(message)).toBeInTheDocument();
      await expect(within(dialog).getByRole('switch', { name: 'Active?' })).toBeChecked();
    });

    await step('a filled form saves: the new company shows, stamped by the session user', async () => {
      const dialog = await dialogNamed('Add Company');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Stark Industries');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Public' }));
      await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Employees (#)' }), '1500{Enter}');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Earnings Date' }),
        '2026-05-01{Enter}',
      );
      await save(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(canvas.getByText('51 companies')).toBeInTheDocument());
      await waitFor(() => expect(cellOf('Stark Industries', 'employees')).toHaveTextContent('1,500'));
      await userEvent.click(button('View'));
      const view = await dialogNamed('View Company');
      await expect(within(view).getByRole('group', { name: 'Last Updated By' })).toHaveTextContent('demo');
      await expect(within(view).queryByRole('textbox', { name: 'Name' })).toBeNull();
      await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    });

    await step('a double-click edits a company; the change shows in the grid', async () => {
      await userEvent.dblClick(await within(grid).findByText('Stark Industries', { exact: true }));
      const dialog = await dialogNamed('Edit Company');
      const employees = within(dialog).getByRole('spinbutton', { name: 'Employees (#)' });
      await userEvent.clear(employees);
      await userEvent.type(employees, '2000{Enter}');
      await save(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(cellOf('Stark Industries', 'employees')).toHaveTextContent('2,000'));
    });

    await step(
      `Clone opens a copy named ${CLONE_SUFFIX}; a second clone is refused by the server`,
      async () => {
        await selectRow('Stark Industries');
        await userEvent.click(button('Clone'));
        let dialog = await dialogNamed('Clone Company');
        await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
          `Stark Industries${CLONE_SUFFIX}`,
        );
        await save(dialog);
        await waitFor(() => expect(canvas.getByText('52 companies')).toBeInTheDocument());

        await selectRow('Stark Industries');
        await userEvent.click(button('Clone'));
        dialog = await dialogNamed('Clone Company');
        await save(dialog);
        const message = COMPANY_MESSAGES.duplicateName(`Stark Industries${CLONE_SUFFIX}`);
        const field = (await within(dialog).findByText(message)).closest('[data-field]');
        await expect(field).toHaveAttribute('data-field', 'name');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await expect(canvas.getByText('52 companies')).toBeInTheDocument();
      },
    );

    await step('Delete asks first, then removes the company', async () => {
      await selectRow(`Stark Industries${CLONE_SUFFIX}`);
      await userEvent.click(button('Delete'));
      let confirm = await dialogNamed('Delete company?');
      await expect(confirm).toHaveTextContent(
        `Are you sure you want to delete "Stark Industries${CLONE_SUFFIX}"? This cannot be undone.`,
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await expect(canvas.getByText('52 companies')).toBeInTheDocument();
      await userEvent.click(button('Delete'));
      confirm = await dialogNamed('Delete company?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(canvas.getByText('51 companies')).toBeInTheDocument());
      await waitFor(() => expect(within(grid).queryByText(`Stark Industries${CLONE_SUFFIX}`)).toBeNull());
    });
  },
};

/** With no companies the grid says so, and Add is the way on. */
export const NoCompanies: Story = {
  beforeEach: () => {
    resetMockCompanies([]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(EMPTY_TEXT)).toBeInTheDocument();
    await expect(canvas.getByText('0 companies')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};
