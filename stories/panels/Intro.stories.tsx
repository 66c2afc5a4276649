import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { DICTIONARY_URL, IntroPanel } from './IntroPanel';

const description =
  'Panel is the kit’s container: a header with an icon, a title and header items; toolbars on any side; and a ' +
  'scrolling body with a built-in ErrorBoundary, an optional mask and a context menu. This one has a compact ' +
  'header switch, a menu button with a disabled item and a sub-menu, a context menu that looks up the word under ' +
  'the pointer, and a bottom bar that throws an error on demand and toasts the selected state.';

const meta = {
  title: 'Panels/Intro',
  component: IntroPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof IntroPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The centre of the first occurrence of `word` in an element's text, in viewport coordinates. */
function pointOnWord(root: HTMLElement, word: string): { clientX: number; clientY: number } {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.search(new RegExp(`\\b${word}\\b`)) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    const r = range.getBoundingClientRect();
    return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
  }
  throw new Error(`"${word}" not found`);
}

/** Walks the header items, the menu button, the context menu, the select with its toast, and the boundary. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Panels › Intro' });
    const text = () => within(panel).getByRole('article', { name: 'About panels' });
    const header = panel.querySelector('.tb-panel__header') as HTMLElement;

    await step('the gear button in the header toasts', async () => {
      await userEvent.click(within(header).getByRole('button', { name: 'Settings' }));
      await expectToast('You clicked a button within Panel.headerItems.');
    });

    await step('the compact header switch shrinks the header', async () => {
      const compact = within(header).getByRole('switch', { name: 'Compact header' });
      await expect(header).not.toHaveClass('tb-panel__header--compact');
      await userEvent.click(compact);
      await expect(header).toHaveClass('tb-panel__header--compact');
      await expect(header.getBoundingClientRect().height).toBeLessThan(30);
      await userEvent.click(compact);
      await expect(header).not.toHaveClass('tb-panel__header--compact');
    });

    await step('the menu button: items, a disabled one, and a sub-menu that sets the text size', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((i) => i.textContent)).toEqual([
        'Reset Text Size',
        'Select All Text',
        'Text Size',
        'Print...',
      ]);
      await expect(within(menu).getByRole('menuitem', { name: 'Print...' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const sub = within(menu).getByRole('menuitem', { name: 'Text Size' });
      await expect(sub).toHaveAttribute('aria-haspopup', 'menu');
      sub.focus();
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Large (17px)' }));
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(text()).toHaveStyle({ fontSize: '17px' });
      await expect(canvas.getByText('Text size: 17px')).toBeVisible();

      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset Text Size' }));
      await expect(text()).toHaveStyle({ fontSize: '14px' });
      // The menu fades out before the context menu is opened.
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });

    await step('the context menu changes the text size in 1px steps', async () => {
      fireEvent.contextMenu(text(), pointOnWord(text(), 'building'));
      const menu = await screen.findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Copy Text', 'Increase Text Size', 'Decrease Text Size', 'Lookup "building"']);
      const menuGone = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Increase Text Size' }));
      await expect(text()).toHaveStyle({ fontSize: '15px' });
      // Each menu fades out before the next opens, so a click never lands on the closing one.
      await menuGone();
      for (let i = 0; i < 2; i++) {
        fireEvent.contextMenu(text(), pointOnWord(text(), 'Panels'));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Decrease Text Size' }));
        await menuGone();
      }
      await expect(text()).toHaveStyle({ fontSize: '13px' });
    });

    await step(
      'Lookup opens the word under the pointer in a dictionary, and is hidden off a word',
      async () => {
        const open = spyOn(window, 'open').mockImplementation(() => null);
        try {
          fireEvent.contextMenu(text(), pointOnWord(text(), 'boundary'));
          await userEvent.click(await screen.findByRole('menuitem', { name: 'Lookup "boundary"' }));
          await expect(open).toHaveBeenCalledWith(`${DICTIONARY_URL}boundary`, '_blank', 'noopener');
        } finally {
          open.mockRestore();
        }
        const box = text().getBoundingClientRect();
        fireEvent.contextMenu(text(), { clientX: box.right - 4, clientY: box.bottom - 3 });
        const menu = await screen.findByRole('menu');
        await expect(within(menu).queryByText(/^Lookup/)).toBeNull();
        await expect(within(menu).getByRole('menuitem', { name: 'Copy Text' })).toBeInTheDocument();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      },
    );

    await step('Copy Text copies the text to the clipboard', async () => {
      const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      try {
        fireEvent.contextMenu(text(), pointOnWord(text(), 'Panels'));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy Text' }));
        await expectToast('Text copied to the clipboard.');
        await expect(write).toHaveBeenCalledWith(
          expect.stringContaining('Panels are the basic building block'),
        );
      } finally {
        write.mockRestore();
      }
    });

    await step('the Context Menu switch turns the menu off', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Context Menu' }));
      fireEvent.contextMenu(text(), pointOnWord(text(), 'Panels'));
      await expect(screen.queryByRole('menu')).toBeNull();
      await userEvent.click(canvas.getByRole('switch', { name: 'Context Menu' }));
      fireEvent.contextMenu(text(), pointOnWord(text(), 'Panels'));
      await expect(await screen.findByRole('menu')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    });

    await step('Show Toast names the selected state, or None', async () => {
      const show = canvas.getByRole('button', { name: 'Show Toast' });
      await userEvent.click(show);
      await expectToast('Currently selected State: None');
      await userEvent.type(canvas.getByLabelText('State'), 'New Y');
      await userEvent.click(await screen.findByRole('option', { name: 'New York' }));
      await userEvent.click(show);
      await expectToast('Currently selected State: New York');
    });

    await step(
      'Simulate an Exception: the panel’s error boundary shows the error, and Retry recovers',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Simulate an Exception' }));
        const alert = await within(panel).findByRole('alert');
        await expect(alert).toHaveTextContent(
          'Whoops, I threw an error. Fortunately this Panel has its built-in ErrorBoundary enabled.',
        );
        await expect(within(panel).queryByRole('article')).toBeNull();
        await expect(canvas.getByRole('button', { name: 'Show Toast' })).toBeEnabled();
        await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
        await expect(await within(panel).findByRole('article', { name: 'About panels' })).toBeVisible();
      },
    );
  },
};
