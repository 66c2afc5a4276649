import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '@toolbox/kit/icon';
import { MenuButton, type MenuItem } from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';
import { iconArgType } from '../common/iconArg';
import { rightToLeft } from '../common/rightToLeft';

const open = fn().mockName('Open');
const email = fn().mockName('Email');
const ACTIONS: MenuItem[] = [
  { text: 'Open', icon: <Icon name="edit" />, onClick: open },
  { text: 'Archive', disabled: true },
  '-',
  {
    text: 'Share',
    items: [{ text: 'Email', onClick: email }, { text: 'Chat' }],
  },
];
const SHORT: MenuItem[] = [{ text: 'Refresh' }, { text: 'Export' }];
const ITEMS = { 'Open, Archive, Share ▸': ACTIONS, 'Refresh, Export': SHORT };
/** Names a choice of ITEMS in args, which Storybook maps to its items before the button gets them. */
const items = (name: keyof typeof ITEMS) => name as unknown as MenuItem[];

const menu = () => screen.findByRole('menu');
// The menu fades out as it closes.
const menuClosed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
const texts = (el: HTMLElement) =>
  within(el)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

const meta = {
  title: 'Kit/Panel/MenuButton',
  component: MenuButton,
  args: { text: 'Actions', items: items('Open, Archive, Share ▸'), align: 'start' },
  argTypes: {
    items: choiceArgType(ITEMS),
    header: choiceArgType({
      '(none)': undefined,
      'Signed in as': (
        <div>
          <strong>Ada Lovelace</strong>
          <div>Signed in as ada</div>
        </div>
      ),
    }),
    text: { control: 'text' },
    icon: iconArgType(['gear', 'download', 'add']),
    intent: { control: 'select', options: ['none', 'primary', 'success', 'warning', 'danger'] },
    title: { control: 'text' },
    align: { control: 'inline-radio' },
    'aria-label': { control: 'text' },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A button that opens a menu: separators, disabled items and sub-menus, which the arrow keys open. Choosing an
 * item calls its `onClick` and closes the menu; Escape closes it with no choice.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actions' });

    await step('a click opens the menu; an item calls back and closes it', async () => {
      await userEvent.click(button);
      const m = await menu();
      await expect(texts(m)).toEqual(['Open', 'Archive', 'Share']);
      await expect(within(m).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(m).getByRole('menuitem', { name: 'Open' }));
      await expect(open).toHaveBeenCalledTimes(1);
      await menuClosed();
    });

    await step('the keyboard opens it and a sub-menu', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      const m = await menu();
      const share = within(m).getByRole('menuitem', { name: 'Share' });
      share.focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Email' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(email).toHaveBeenCalledTimes(1);
      await menuClosed();
      await userEvent.click(button);
      await menu();
      await userEvent.keyboard('{Escape}');
      await menuClosed();
    });
  },
};

/** An icon-only button, named by its `title`, without a caret. */
export const IconOnly: Story = {
  args: { text: undefined, icon: 'gear', title: 'Settings', minimal: true, items: items('Refresh, Export') },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    await expect(texts(await menu())).toEqual(['Refresh', 'Export']);
    await userEvent.keyboard('{Escape}');
    await menuClosed();
  },
};

/** A `header` above the items, e.g. who is signed in: read with the menu, passed over by the keyboard. */
export const WithHeader: Story = {
  args: { header: 'Signed in as', items: items('Refresh, Export') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const m = await menu();
    // The menu fades in from an opacity of 0.
    await waitFor(() => expect(within(m).getByText('Signed in as ada')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(m).getByRole('menuitem', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await menuClosed();
  },
};

/** Disabled: the button does not open its menu. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Right to left: the caret sits at the left of the text. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actions' });
    const caret = button.querySelector('svg') as SVGElement;
    const text = within(button).getByText('Actions');
    await expect(caret.getBoundingClientRect().right).toBeLessThanOrEqual(text.getBoundingClientRect().left);
  },
};
