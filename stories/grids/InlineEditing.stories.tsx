import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InlineEditingPanel } from './InlineEditingPanel';
import { CATEGORIES, COMMIT_CONFIRM, US_AMOUNT_MESSAGE } from './InlineEditingPanelModel';
import { withPopupHosts } from '../common/withPopupHosts';

const description = `
Records edited in place, in a grid over a Store that checks them against its fields' rules as you type.

**Try it:** double-click a cell to edit it (Enter saves and moves down, Tab moves on, Escape cancels). Set
Record 0's Amount to 5: Record 0 is a US record, so the cell is flagged red and its tooltip says why; the indicators
above the grid turn to *Store Dirty* and *Not Valid*. Click **Add** (or **Add 10k**, it stays instant) and a
'New Record' opens for editing; its ID reads *new* until it is committed. **Commit All** asks first when records are
invalid, then gives each new record the next id (highest committed id plus 1). The row buttons commit, revert or
remove one record; **Revert All** undoes everything since the last commit.

The *Restricted* record cannot have its other fields edited: tick or clear **Restricted** on any row to lock or
unlock it. In the bottom bar, **Full-row editing** edits a whole row at once, **Async validation** makes the US
amount rule answer after a second (watch *Validation pending*), and **Edit with** picks 2 clicks, 1 click or no
click to start editing; each change rebuilds the grid and keeps your edits.

Rules: name required, at most 15 characters; amount required, 0 to 100, and at least 10 for US records; date from
the start of this year to today; category required; description at most 280 characters.
`;

const meta = {
  title: 'Grids/Inline Editing',
  component: InlineEditingPanel,
  decorators: [withPopupHosts],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof InlineEditingPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The grid and its helpers, found from the canvas. */
async function setup(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('grid', { name: 'Editable records' });
  // Looked up each time: changing Full-row editing or Edit with rebuilds the grid.
  const grid = () => canvas.getByRole('grid', { name: 'Editable records' });
  const button = (name: string) => canvas.getByRole('button', { name });
  const status = (name: string) => canvas.getByRole('status', { name });
  /**
   * A cell of the row of a record, by the row's key: the record's id, or for a record added here its temporary
   * id (-1, -2, ...), which its row keeps when Commit gives it its id (the ID column then shows the new id).
   */
  const cell = (rowKey: number | string, colId: string) =>
    grid().querySelector<HTMLElement>(`[role="row"][row-id="${rowKey}"] [col-id="${colId}"]`);
  const findCell = async (rowKey: number | string, colId: string) => {
    let found: HTMLElement | null = null;
    await waitFor(() => {
      found = cell(rowKey, colId);
      expect(found).not.toBeNull();
    });
    return found as unknown as HTMLElement;
  };
  const editor = () => grid().querySelector<HTMLInputElement>('.ag-cell-inline-editing input');
  /** Double-clicks a cell, replaces its text, and saves with Enter. */
  const editCell = async (rowKey: number | string, colId: string, text: string) => {
    await userEvent.dblClick(await findCell(rowKey, colId));
    await waitFor(() => expect(editor()).not.toBeNull());
    await userEvent.clear(editor() as HTMLInputElement);
    await userEvent.type(editor() as HTMLInputElement, `${text}{Enter}`);
    await waitFor(() => expect(editor()).toBeNull());
  };
  return { canvas, grid, button, status, cell, findCell, editor, editCell };
}

/** Adding, editing, validation messages, the 'Commit?' confirmation, ids given on commit, and revert. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, grid, button, status, cell, findCell, editor, editCell } = await setup(canvasElement);

    await step('three committed records: the store is clean and valid', async () => {
      await findCell(2, 'name');
      await expect(status('Store state')).toHaveTextContent('Store Clean');
      await expect(status('Validation state')).toHaveTextContent(/^Valid$/);
      await expect(canvas.getByText('3 records')).toBeInTheDocument();
      await expect(button('Commit All')).toBeDisabled();
      await expect(button('Revert All')).toBeDisabled();
      await expect(button('Stop Editing')).toBeDisabled();
    });

    await step('Add opens a New Record for editing; it needs an amount and a category', async () => {
      await userEvent.click(button('Add'));
      await waitFor(() => expect(editor()).toHaveValue('New Record'));
      await expect(cell(-1, 'id')).toHaveTextContent('new');
      await waitFor(() => expect(button('Stop Editing')).toBeEnabled());
      await userEvent.click(button('Stop Editing'));
      await waitFor(() => expect(editor()).toBeNull());
      await expect(status('Store state')).toHaveTextContent('Store Dirty');
      await expect(status('Validation state')).toHaveTextContent('Not Valid (2 errors)');
      await expect(cell(-1, 'amount')).toHaveClass('tb-grid-cell--invalid');
      await expect(canvas.getByText('4 records')).toBeInTheDocument();
      await expect(button('Commit All')).toBeEnabled();
    });

    await step(
      'a US record with an amount under 10 is flagged, the rule message in its tooltip',
      async () => {
        await editCell(0, 'amount', '5');
        await waitFor(() => expect(cell(0, 'amount')).toHaveTextContent('5'));
        await expect(cell(0, 'amount')).toHaveClass('tb-grid-cell--invalid');
        await expect(cell(0, 'amount')).toHaveClass('tb-grid-cell--dirty');
        await expect(status('Validation state')).toHaveTextContent('Not Valid (3 errors)');
        await userEvent.hover(cell(0, 'amount') as HTMLElement);
        await expect(await screen.findByText(US_AMOUNT_MESSAGE)).toBeInTheDocument();
        await userEvent.unhover(cell(0, 'amount') as HTMLElement);
      },
    );

    await step('a name over 15 characters is flagged too; fixing it clears the flag', async () => {
      await editCell(1, 'name', 'A name far too long');
      await waitFor(() => expect(cell(1, 'name')).toHaveClass('tb-grid-cell--invalid'));
      await expect(status('Validation state')).toHaveTextContent('Not Valid (4 errors)');
      await editCell(1, 'name', 'Short name');
      await waitFor(() => expect(cell(1, 'name')).not.toHaveClass('tb-grid-cell--invalid'));
    });

    await step('the category editor offers the five categories', async () => {
      const category = await findCell(-1, 'category');
      await userEvent.dblClick(category);
      await userEvent.click(await within(category).findByRole('combobox'));
      const list = await screen.findByRole('listbox');
      await expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent?.trim()),
      ).toEqual([...CATEGORIES]);
      await userEvent.keyboard('{Escape}');
    });

    await step('Commit All on invalid records asks first; Cancel keeps every change', async () => {
      await userEvent.click(button('Commit All'));
      const dialog = await screen.findByRole('dialog', { name: COMMIT_CONFIRM.title });
      await expect(within(dialog).getByText(COMMIT_CONFIRM.message)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(status('Store state')).toHaveTextContent('Store Dirty');
      await expect(cell(-1, 'id')).toHaveTextContent('new');
    });

    await step('Commit commits all; the new record gets id 3 (highest committed id plus 1)', async () => {
      await userEvent.click(button('Commit All'));
      const dialog = await screen.findByRole('dialog', { name: COMMIT_CONFIRM.title });
      await userEvent.click(within(dialog).getByRole('button', { name: COMMIT_CONFIRM.confirmText }));
      await waitFor(() => expect(status('Store state')).toHaveTextContent('Store Clean'));
      // The new record's row stays (updated in place) and shows its id.
      await waitFor(() => expect(cell(-1, 'id')).toHaveTextContent('3'));
      await expect(cell(-1, 'name')).toHaveTextContent('New Record');
      await expect(cell(-1, 'id')).not.toHaveClass('tb-inline-editing__new-id');
      await expect(canvas.getByText('4 records')).toBeInTheDocument();
      await expect(cell(0, 'amount')).not.toHaveClass('tb-grid-cell--dirty');
      // Committing keeps the records as they are: still invalid.
      await expect(status('Validation state')).toHaveTextContent('Not Valid (3 errors)');
    });

    await step('Add 5 then Commit All gives ids 4 to 8, in order', async () => {
      await userEvent.click(button('Add 5'));
      await waitFor(() => expect(canvas.getByText('9 records')).toBeInTheDocument());
      await userEvent.click(button('Commit All'));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: COMMIT_CONFIRM.title })).getByRole('button', {
          name: COMMIT_CONFIRM.confirmText,
        }),
      );
      await waitFor(() => expect(status('Store state')).toHaveTextContent('Store Clean'));
      // Added as -2 to -6 (their rows keep those keys), committed as 4 to 8 in the order they were added.
      const ids = [4, 5, 6, 7, 8];
      for (const [i, id] of ids.entries())
        await waitFor(() => expect(cell(-2 - i, 'id')).toHaveTextContent(String(id)));
      await expect(grid().querySelector('.tb-inline-editing__new-id')).toBeNull();
    });

    await step('a row can be removed and Revert All brings it back', async () => {
      await userEvent.click(
        within((await findCell(1, 'actions')) as HTMLElement).getByRole('button', {
          name: 'Remove this record',
        }),
      );
      await waitFor(() => expect(cell(1, 'name')).toBeNull());
      await expect(status('Store state')).toHaveTextContent('Store Dirty');
      await userEvent.click(button('Revert All'));
      await expect(await findCell(1, 'name')).toHaveTextContent('Short name');
      await expect(status('Store state')).toHaveTextContent('Store Clean');
    });
  },
};

/** A row's button in the actions column. */
async function rowButton(
  findCell: (id: number, colId: string) => Promise<HTMLElement>,
  id: number,
  title: string,
) {
  return within(await findCell(id, 'actions')).getByRole('button', { name: title });
}

/** First Row, and the row buttons: commit, revert or discard one record. */
export const RowActions: Story = {
  play: async ({ canvasElement, step }) => {
    const { grid, button, status, cell, findCell, editor, editCell } = await setup(canvasElement);

    await step('First Row edits the first editable cell of the first row', async () => {
      await userEvent.click(button('First Row'));
      // Restricted is the first column a record can edit (its other fields depend on it).
      await waitFor(() =>
        expect(grid().querySelector('[row-id="0"] .ag-cell-inline-editing')).toHaveAttribute(
          'col-id',
          'restricted',
        ),
      );
      await userEvent.click(button('Stop Editing'));
      await waitFor(() => expect(editor()).toBeNull());
      await expect(status('Store state')).toHaveTextContent('Store Clean');
    });

    await step('a record edited and then reverted by its row button is clean again', async () => {
      await editCell(1, 'name', 'Changed');
      await expect(await rowButton(findCell, 1, 'Revert this record')).toBeEnabled();
      await expect(status('Store state')).toHaveTextContent('Store Dirty');
      await userEvent.click(await rowButton(findCell, 1, 'Revert this record'));
      await waitFor(() => expect(cell(1, 'name')).toHaveTextContent('Record 1'));
      await expect(status('Store state')).toHaveTextContent('Store Clean');
    });

    await step('a record committed by its row button keeps its change and is clean', async () => {
      await editCell(1, 'amount', '75');
      await userEvent.click(await rowButton(findCell, 1, 'Commit this record'));
      await waitFor(() => expect(status('Store state')).toHaveTextContent('Store Clean'));
      await expect(cell(1, 'amount')).toHaveTextContent('75');
      await expect(cell(1, 'amount')).not.toHaveClass('tb-grid-cell--dirty');
      await expect(await rowButton(findCell, 1, 'Commit this record')).toBeDisabled();
    });

    await step('a new record committed on its own gets the next id, 3', async () => {
      await userEvent.click(button('Add'));
      await waitFor(() => expect(editor()).toHaveValue('New Record'));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(await rowButton(findCell, -1, 'Commit new record'));
      await waitFor(() => expect(cell(-1, 'id')).toHaveTextContent('3'));
      await expect(await rowButton(findCell, -1, 'Commit this record')).toBeDisabled();
      await expect(status('Store state')).toHaveTextContent('Store Clean');
    });

    await step('a new record discarded by its row button is gone', async () => {
      await userEvent.click(button('Add'));
      await waitFor(() => expect(editor()).toHaveValue('New Record'));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(await rowButton(findCell, -2, 'Discard new record'));
      await waitFor(() => expect(cell(-2, 'name')).toBeNull());
      await expect(status('Store state')).toHaveTextContent('Store Clean');
    });
  },
};

/** Add 1k and Add 10k add their records at once, each 'New Record', all checked; Revert All drops them. */
export const BulkAdds: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, button, status, findCell, editor } = await setup(canvasElement);

    await step('Add 1k adds a thousand New Records; Discard drops one of them', async () => {
      await userEvent.click(button('Add 1k'));
      await waitFor(() => expect(canvas.getByText('1,003 records')).toBeInTheDocument());
      await waitFor(() => expect(editor()).toHaveValue('New Record'));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(await rowButton(findCell, -1, 'Discard new record'));
      await waitFor(() => expect(canvas.getByText('1,002 records')).toBeInTheDocument());
    });

    await step('Add 10k adds ten thousand more at once; Revert All drops every new one', async () => {
      await userEvent.click(button('Add 10k'));
      await waitFor(() => expect(canvas.getByText('11,002 records')).toBeInTheDocument());
      await waitFor(() => expect(editor()).toHaveValue('New Record'));
      await userEvent.keyboard('{Escape}');
      // Each New Record lacks an amount and a category.
      await expect(status('Validation state')).toHaveTextContent('Not Valid (21,998 errors)');
      await userEvent.click(button('Revert All'));
      await waitFor(() => expect(canvas.getByText('3 records')).toBeInTheDocument());
      await expect(status('Store state')).toHaveTextContent('Store Clean');
      await expect(status('Validation state')).toHaveTextContent(/^Valid$/);
    });
  },
};

/** The restricted record, Edit with 1 click and disabled, and full-row editing: each rebuilds the grid. */
export const EditModes: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, grid, button, cell, findCell, editor, editCell } = await setup(canvasElement);

    await step('the restricted record cannot have its name edited, until Restricted is cleared', async () => {
      await userEvent.dblClick(await findCell(2, 'name'));
      await expect(editor()).toBeNull();
      await expect(cell(2, 'name')).not.toHaveClass('tb-grid-cell--editable');
      await userEvent.click(within(cell(2, 'restricted') as HTMLElement).getByRole('checkbox'));
      await waitFor(() => expect(cell(2, 'name')).toHaveClass('tb-grid-cell--editable'));
      await editCell(2, 'name', 'Unlocked');
      await expect(cell(2, 'name')).toHaveTextContent('Unlocked');
    });

    await step('Edit with 1 click: a single click starts editing', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '1 click' }));
      await expect(canvas.getByText('Click a cell to edit it')).toBeInTheDocument();
      await userEvent.click(await findCell(0, 'name'));
      await waitFor(() => expect(editor()).toHaveValue('Record 0'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(editor()).toBeNull());
    });

    await step('Edit with disabled: clicks do not edit, the toolbar buttons do', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'disabled' }));
      await expect(canvas.getByText('Use the toolbar buttons (or F2) to edit')).toBeInTheDocument();
      await userEvent.dblClick(await findCell(0, 'name'));
      await expect(editor()).toBeNull();
      await userEvent.click(button('First Row (Amount)'));
      await waitFor(() =>
        expect(grid().querySelector('[col-id="amount"].ag-cell-inline-editing')).not.toBeNull(),
      );
      await userEvent.click(button('Stop Editing'));
      await waitFor(() => expect(editor()).toBeNull());
    });

    await step('Full-row editing opens every editable cell of the row; Enter saves them all', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '2 clicks' }));
      await userEvent.click(canvas.getByRole('switch', { name: 'Full-row editing' }));
      await userEvent.dblClick(await findCell(1, 'name'));
      await waitFor(() =>
        expect(grid().querySelectorAll('[row-id="1"] .ag-cell-inline-editing').length).toBeGreaterThan(3),
      );
      const name = grid().querySelector<HTMLInputElement>(
        '[row-id="1"] [col-id="name"] input',
      ) as HTMLInputElement;
      await userEvent.clear(name);
      await userEvent.type(name, 'Row edit{Enter}');
      await waitFor(() => expect(cell(1, 'name')).toHaveTextContent('Row edit'));
      await expect(canvas.getByRole('status', { name: 'Store state' })).toHaveTextContent('Store Dirty');
    });
  },
};

/** With Async validation on, the US amount rule answers after a second: the state is pending meanwhile. */
export const AsyncValidation: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, status, cell, editCell } = await setup(canvasElement);
    await step('a US amount of 5 is pending for a second, then not valid', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Async validation' }));
      await editCell(0, 'amount', '5');
      await expect(status('Validation state')).toHaveTextContent('Validation pending');
      await waitFor(() => expect(status('Validation state')).toHaveTextContent('Not Valid (1 error)'));
      await expect(cell(0, 'amount')).toHaveClass('tb-grid-cell--invalid');
    });
    await step('an amount of 20 is pending, then valid', async () => {
      await editCell(0, 'amount', '20');
      await expect(status('Validation state')).toHaveTextContent('Validation pending');
      await waitFor(() => expect(status('Validation state')).toHaveTextContent(/^Valid$/));
      await expect(cell(0, 'amount')).not.toHaveClass('tb-grid-cell--invalid');
    });
  },
};
