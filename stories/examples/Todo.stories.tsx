import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { resetTodoMock } from '../../mocks/handlers/todo';
import { TodoApp } from '../../src/examples/todo/TodoApp';
import { expectToast } from '../common/expectToast';
import { remountDemo, withRemount } from '../common/Remountable';
import { withExampleAppFrame } from './exampleAppFrame';
import { loginToApp, logoutFromApp } from './examplePlay';

const description =
  'A whole app built on the kit, served at /todo: your own tasks, kept on the server. Tasks are grouped ' +
  'Overdue, Today, Upcoming and Complete; each row has actions to edit, mark complete or delete (after you ' +
  'confirm), and a double-click edits. Add opens a validated form in a dialog. Preferences (show completed, ' +
  'group by, sort) are saved for you on the server, so they follow you to any browser.';

const meta = {
  title: 'Examples/TODO',
  component: TodoApp,
  decorators: [withExampleAppFrame, withRemount],
  // Each run starts from the sample tasks, as a user's first visit does.
  beforeEach: () => {
    resetTodoMock();
  },
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof TodoApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The group rows shown, in order. */
function groups(grid: HTMLElement): string[] {
  return [...grid.querySelectorAll('.tb-grid-group__label')].map((g) => g.textContent ?? '');
}

/** The row of a task by its description. */
function taskRow(grid: HTMLElement, description: string): HTMLElement | null {
  const cell = [...grid.querySelectorAll<HTMLElement>('[col-id="description"]')].find(
    (c) => c.textContent === description,
  );
  return cell?.closest<HTMLElement>('.ag-row') ?? null;
}

/** The group a task sits in: the nearest group row above its row. */
function groupOf(grid: HTMLElement, description: string): string | null {
  const row = taskRow(grid, description);
  if (!row) return null;
  const top = (el: Element) =>
    Number(/translateY\((\d+)px\)/.exec(el.getAttribute('style') ?? '')?.[1] ?? -1);
  const rowTop = top(row);
  let best: { label: string; top: number } | null = null;
  for (const g of grid.querySelectorAll('.ag-full-width-row')) {
    const t = top(g);
    if (t < rowTop && (!best || t > best.top))
      best = { label: g.querySelector('.tb-grid-group__label')?.textContent ?? '', top: t };
  }
  return best?.label ?? null;
}

/** Groups, the form's validation, Add, complete, delete with confirmation, edit, preferences kept per user. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: 'Tasks' });

    await step('the sample tasks, grouped Overdue, Today, Upcoming, Complete', async () => {
      await waitFor(() => expect(groups(grid())).toEqual(['Overdue', 'Today', 'Upcoming', 'Complete']), {
        timeout: 10_000,
      });
      await expect(groupOf(grid(), 'Review the quarterly P&L report')).toBe('Overdue');
      await expect(groupOf(grid(), 'Call the compliance desk about the audit')).toBe('Today');
      await expect(groupOf(grid(), 'Set up the new laptop')).toBe('Complete');
    });

    await step('the task form needs a description, of at most 200 characters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add task' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await expect(await within(dialog).findByText('Description is required.')).toBeVisible();
      const input = within(dialog).getByRole('textbox', { name: 'Description' });
      await userEvent.click(input);
      await userEvent.paste('x'.repeat(201));
      await expect(
        await within(dialog).findByText('Description must contain no more than 200 characters.'),
      ).toBeVisible();
      await userEvent.clear(input);
      await userEvent.type(input, 'Water the office plants');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await expectToast('Task added.');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull());
      await waitFor(() => expect(groupOf(grid(), 'Water the office plants')).toBe('Upcoming'));
    });

    await step('Mark complete moves a task to Complete', async () => {
      const row = taskRow(grid(), 'Call the compliance desk about the audit');
      if (!row) throw new Error('no task row');
      const rowId = row.getAttribute('row-id') ?? '';
      const actions = grid().querySelector<HTMLElement>(`.ag-row[row-id="${rowId}"] [col-id="actions"]`);
      if (!actions) throw new Error('no action cell');
      await userEvent.click(within(actions).getByRole('button', { name: 'Mark complete' }));
      await waitFor(() =>
        expect(groupOf(grid(), 'Call the compliance desk about the audit')).toBe('Complete'),
      );
      await waitFor(() => expect(groups(grid())).toEqual(['Overdue', 'Upcoming', 'Complete']));
    });

    await step('Delete asks first; Cancel keeps the task, Delete removes it', async () => {
      const actionsOf = (description: string) => {
        const rowId = taskRow(grid(), description)?.getAttribute('row-id') ?? '';
        const cell = grid().querySelector<HTMLElement>(`.ag-row[row-id="${rowId}"] [col-id="actions"]`);
        if (!cell) throw new Error(`no actions for ${description}`);
        return within(cell);
      };
      await userEvent.click(
        actionsOf('Renew the market data licence').getByRole('button', { name: 'Delete' }),
      );
      let confirm = await screen.findByRole('dialog', { name: 'Delete task?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      // The dialog fades out and gives the page back its pointer before the next Delete can be clicked.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete task?' })).toBeNull());
      await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
      await expect(taskRow(grid(), 'Renew the market data licence')).not.toBeNull();
      await userEvent.click(
        actionsOf('Renew the market data licence').getByRole('button', { name: 'Delete' }),
      );
      confirm = await screen.findByRole('dialog', { name: 'Delete task?' });
      await expect(confirm).toHaveTextContent(
        "Delete 'Renew the market data licence'? This cannot be undone.",
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await expectToast('Task deleted.');
      await waitFor(() => expect(taskRow(grid(), 'Renew the market data licence')).toBeNull());
    });

    await step('a double-click edits a task', async () => {
      const row = taskRow(grid(), 'Book travel to the London office');
      const cell = row?.querySelector('[col-id="description"]');
      if (!cell) throw new Error('no task row');
      await userEvent.dblClick(cell);
      const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
      const input = within(dialog).getByRole('textbox', { name: 'Description' });
      await expect(input).toHaveValue('Book travel to the London office');
      await userEvent.clear(input);
      await userEvent.type(input, 'Book travel to the Tokyo office');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expectToast('Task saved.');
      await waitFor(() => expect(taskRow(grid(), 'Book travel to the Tokyo office')).not.toBeNull());
    });

    await step('preferences hide completed tasks and the groups, and are kept for the user', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Preferences' }));
      const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
      await userEvent.click(within(dialog).getByRole('switch', { name: 'Show completed tasks' }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Group by' }));
      await userEvent.click(await screen.findByRole('option', { name: 'None' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expectToast('Preferences saved.');
      await waitFor(() => expect(groups(grid())).toEqual([]));
      await expect(taskRow(grid(), 'Set up the new laptop')).toBeNull();
      // A reload reads them back from the server.
      await remountDemo(canvasElement);
      await waitFor(() => expect(taskRow(grid(), 'Water the office plants')).not.toBeNull(), {
        timeout: 10_000,
      });
      await expect(groups(grid())).toEqual([]);
      await expect(taskRow(grid(), 'Set up the new laptop')).toBeNull();
    });

    await step('Logout shows the sign-in; signing in brings the tasks back', async () => {
      await logoutFromApp(canvasElement);
      await loginToApp(canvasElement);
      await waitFor(() => expect(taskRow(grid(), 'Water the office plants')).not.toBeNull(), {
        timeout: 10_000,
      });
    });
  },
};
