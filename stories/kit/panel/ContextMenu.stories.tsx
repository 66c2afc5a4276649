import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '@toolbox/kit/icon';
import { ContextMenu, type ContextMenuSpec, type MenuItem } from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';

const copy = fn().mockName('Copy');
const exportRows = fn().mockName('Export');
const copySymbol = fn().mockName('Copy symbol');

const FIXED: MenuItem[] = [
  { text: 'Copy', icon: <Icon name="copy" />, onClick: copy },
  { text: 'Paste', disabled: true },
  '-',
  { text: 'Export', icon: <Icon name="export" />, onClick: exportRows },
];
/** Items worked out from the right-click: the symbol of the row under the pointer. */
const PER_ROW = (event: MouseEvent): MenuItem[] => {
  const symbol = (event.target as HTMLElement).closest('li')?.dataset.symbol;
  return symbol
    ? [{ text: `Copy ${symbol}`, onClick: () => copySymbol(symbol) }]
    : [{ text: 'No row here', disabled: true }];
};
const ITEMS = { 'Copy, Paste, Export': FIXED, 'From the row clicked': PER_ROW };
/** Names a choice of ITEMS in args, which Storybook maps to its items before the menu gets them. */
const items = (name: keyof typeof ITEMS) => name as unknown as ContextMenuSpec;

const SYMBOLS = ['AAPL', 'MSFT', 'NVDA'];

const meta = {
  title: 'Kit/Panel/ContextMenu',
  component: ContextMenu,
  args: {
    items: items('Copy, Paste, Export'),
    disabled: false,
    children: (
      <ul
        aria-label="Watchlist"
        style={{ margin: 16, padding: 8, width: 240, border: '1px solid var(--tb-border)' }}
      >
        {SYMBOLS.map((s) => (
          <li key={s} data-symbol={s} style={{ listStyle: 'none', padding: 4 }}>
            {s}
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: {
    items: choiceArgType(ITEMS),
    children: { control: false },
  },
} satisfies Meta<typeof ContextMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const rightClick = (target: HTMLElement) => userEvent.pointer({ keys: '[MouseRight]', target });
const menuClosed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

/**
 * A right-click (or a long press) on its child opens a menu of the items where the pointer is. Choosing one
 * calls its `onClick`; Escape closes it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('MSFT');
    await rightClick(row);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy', 'Paste', 'Export']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    await expect(copy).toHaveBeenCalledTimes(1);
    await menuClosed();

    await rightClick(row);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await expect(exportRows).not.toHaveBeenCalled();
  },
};

/** `items` as a function of the right-click: here the row under the pointer names the item. */
export const ItemsFromTheClick: Story = {
  args: { items: items('From the row clicked') },
  play: async ({ canvasElement }) => {
    await rightClick(within(canvasElement).getByText('NVDA'));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy NVDA' }));
    await expect(copySymbol).toHaveBeenCalledWith('NVDA');
    await menuClosed();
  },
};

/** `disabled`: the browser's own menu stays in place, and the kit's never opens. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await rightClick(within(canvasElement).getByText('AAPL'));
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};
