import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { MobileApp } from '../../src/examples/mobile/MobileApp';
import { expectToast } from '../common/expectToast';
import { withPhoneFrame } from './phoneFrame';
import { swipe, tap } from './touch';

const description =
  'The mobile app served at /mobile, built on the kit for phones (390×844 and up, touch first): a header with ' +
  'Back and the user menu, a home list of pages, a grid with sort and a page per trade, a tree grid, a ' +
  'validated form, tabs that change with a swipe, panels, popups and icons. Sign-in as in the other apps.';

const meta = {
  title: 'Mobile/App',
  component: MobileApp,
  decorators: [withPhoneFrame],
  args: { initialPath: '/' },
  parameters: {
    layout: 'centered',
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof MobileApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The home list: every page, each opened by a tap; Back returns home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((l) => l.querySelector('strong')?.textContent)).toEqual([
      'Grid',
      'Tree Grid',
      'Form',
      'Tabs',
      'Panels',
      'Popups',
      'Icons',
    ]);
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Toolbox Mobile');
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();

    await tap(within(pages).getByRole('link', { name: /Icons/ }));
    expect(await canvas.findByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
    expect(within(canvas.getByRole('list', { name: 'Icons' })).getAllByRole('listitem')).toHaveLength(18);
    await tap(canvas.getByRole('button', { name: 'Back' }));
    expect(await canvas.findByRole('navigation', { name: 'Pages' })).toBeVisible();

    await tap(canvas.getByRole('button', { name: 'User menu' }));
    // The menu fades in: visible once its opening animation has run.
    await waitFor(() => expect(screen.getByText('Signed in as demo')).toBeVisible());
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

/** Trades sorted by the sort bar; a tap on a row opens its page, Back returns to the grid. */
export const Grid: Story = {
  args: { initialPath: '/grid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    const firstCompany = () =>
      grid.querySelector('.ag-row[row-index="0"] .tb-mobile-grid__company strong')?.textContent ?? '';
    await waitFor(() => expect(firstCompany()).not.toBe(''));
    const sort = canvas.getByRole('radiogroup', { name: 'Sort by' });
    expect(within(sort).getByRole('radio', { name: 'P&L' })).toHaveAttribute('aria-checked', 'true');

    await tap(within(sort).getByRole('radio', { name: 'Company' }));
    expect(within(sort).getByRole('radio', { name: 'Company' })).toHaveAttribute('aria-checked', 'true');
    const names = () =>
      [...grid.querySelectorAll('.ag-row .tb-mobile-grid__company strong')]
        .map((el) => ({ el, top: el.closest('.ag-row')?.getBoundingClientRect().top ?? 0 }))
        .sort((a, b) => a.top - b.top)
        .map(({ el }) => el.textContent ?? '');
    await waitFor(() => {
      const shown = names();
      expect(shown.length).toBeGreaterThan(3);
      expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    });

    const company = firstCompany();
    const row = grid.querySelector('.ag-row[row-index="0"] [col-id="company"]');
    if (!row) throw new Error('no first row');
    await tap(row);
    expect(await canvas.findByRole('heading', { level: 2, name: company })).toBeVisible();
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Grid');
    expect(canvas.getByText('Trade date')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Back' }));
    expect(await canvas.findByRole('grid', { name: 'Trades' })).toBeVisible();
  },
};

/** The positions tree: regions at the top, a tap on a region's toggle shows its sectors. */
export const TreeGrid: Story = {
  args: { initialPath: '/treeGrid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Positions' });
    await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0));
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tree Grid');
  },
};

/** The form refuses an empty submit with the count of failed fields, and accepts a filled one. */
export const Form: Story = {
  args: { initialPath: '/form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Sign-up' });
    expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await tap(canvas.getByRole('button', { name: 'Submit' }));
    const refused = await expectToast('Cannot submit your form - 4 fields failed to pass validation.');
    within(refused.closest('li') ?? refused)
      .queryByRole('button', { name: /close/i })
      ?.click();
    expect(within(form).getAllByText('Name is required.')[0]).toBeVisible();
  },
};

/** A swipe left shows the next tab, a swipe right the one before; the last tab stays put on a swipe left. */
export const Tabs: Story = {
  args: { initialPath: '/tabs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByTestId('swipe-area');
    const selected = () => canvas.getByRole('tab', { selected: true });
    expect(selected()).toHaveTextContent('Overview');
    await swipe(area, -150);
    await waitFor(() => expect(selected()).toHaveTextContent('Activity'));
    await swipe(area, -150);
    await waitFor(() => expect(selected()).toHaveTextContent('People'));
    await swipe(area, -150);
    expect(selected()).toHaveTextContent('People');
    await swipe(area, 150);
    await waitFor(() => expect(selected()).toHaveTextContent('Activity'));
    // A short move is a tap, not a swipe.
    await swipe(area, -20);
    expect(selected()).toHaveTextContent('Activity');
  },
};

/** Alert and confirm as dialogs; the confirm's answer and the toast show at the top. */
export const Popups: Story = {
  args: { initialPath: '/popups' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Alert' }));
    const alertDialog = await screen.findByRole('dialog');
    expect(alertDialog).toHaveTextContent('This is an alert. Tap OK to close it.');
    await tap(within(alertDialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await tap(canvas.getByRole('button', { name: 'Confirm' }));
    const confirmDialog = await screen.findByRole('dialog');
    await tap(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Draft deleted.');
  },
};
