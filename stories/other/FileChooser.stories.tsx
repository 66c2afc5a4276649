import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { FileChooserPanel } from './FileChooserPanel';

const description =
  'FileChooser takes files dropped on it or picked with the browser\u2019s dialog. This one accepts only .txt ' +
  'and .png files and lists them in a grid with their sizes. Switches: Show grid, Enable Multiple (hold more ' +
  'than one file; off, a new file replaces the one held) and Enable Bulk Addition (add several in one go).';

const meta = {
  title: 'Other/FileChooser',
  component: FileChooserPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof FileChooserPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const file = (name: string, type: string, size = 1200) => new File(['x'.repeat(size)], name, { type });

const ACTIVE = 'tb-file-chooser__target--active';

/**
 * Drags files over an element and drops them, as from the desktop: the target lights up while the files are
 * over it, and goes back to normal once they are dropped.
 */
async function drop(target: HTMLElement, files: File[], whileOver?: () => Promise<void>) {
  const dataTransfer = new DataTransfer();
  for (const f of files) dataTransfer.items.add(f);
  const fire = (type: string) =>
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  fire('dragenter');
  fire('dragover');
  await waitFor(() => expect(target).toHaveClass(ACTIVE));
  await whileOver?.();
  fire('drop');
  await waitFor(() => expect(target).not.toHaveClass(ACTIVE));
}

/** Adds, refuses, removes and clears files under each combination of the switches. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const target = await canvas.findByRole('button', { name: /click to browse/ });
    const status = () => canvas.getByRole('status');
    const grid = () => canvas.getByRole('table', { name: 'Selected files' });
    const clearAll = () => canvas.getByRole('button', { name: 'Clear all' });
    const names = () =>
      within(grid())
        .queryAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);

    await step('starts empty', async () => {
      await expect(status()).toHaveTextContent('0 file(s) selected');
      await expect(clearAll()).toBeDisabled();
      await expect(canvas.getByText('No files selected.')).toBeVisible();
      await expect(canvas.getByText('Drag and drop files here, or click to browse...')).toBeVisible();
      await expect(canvas.getByText('Accepts .txt, .png')).toBeVisible();
    });

    await step('a bulk drop adds every accepted file', async () => {
      await drop(target, [file('notes.txt', 'text/plain', 512), file('chart.png', 'image/png', 2048)]);
      await waitFor(() => expect(status()).toHaveTextContent('2 file(s) selected'));
      await expect(names()).toEqual(['notes.txt512 B', 'chart.png2.0 KB']);
      await expect(clearAll()).toBeEnabled();
    });

    await step('browsing adds a file too', async () => {
      const user = userEvent.setup();
      await user.upload(canvas.getByLabelText('Browse for files'), file('readme.txt', 'text/plain'));
      await waitFor(() => expect(status()).toHaveTextContent('3 file(s) selected'));
    });

    await step('other file types are refused with a warning', async () => {
      await drop(target, [file('report.pdf', 'application/pdf')], () =>
        expect(within(target).getByText('Some of these files cannot be added.')).toBeVisible(),
      );
      await expectToast('report.pdf was not added: only .txt, .png files are accepted.');
      await expect(status()).toHaveTextContent('3 file(s) selected');
    });

    await step('a file is removed from the grid', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.txt' }));
      await expect(status()).toHaveTextContent('2 file(s) selected');
      await expect(names()).toEqual(['chart.png2.0 KB', 'readme.txt1.2 KB']);
    });

    await step('without bulk addition, files come one at a time', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Enable Bulk Addition' }));
      await expect(canvas.getByText('Drag and drop a file here, or click to browse...')).toBeVisible();
      await drop(target, [file('a.txt', 'text/plain'), file('b.txt', 'text/plain')]);
      await expectToast('b.txt was not added: only one file can be added at a time.');
      await expect(status()).toHaveTextContent('3 file(s) selected');
      await expect(names()).toEqual(['chart.png2.0 KB', 'readme.txt1.2 KB', 'a.txt1.2 KB']);
    });

    await step('without multiple files, a new file replaces those held', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Enable Multiple' }));
      await expect(canvas.getByRole('switch', { name: 'Enable Bulk Addition' })).toBeDisabled();
      await drop(target, [file('only.png', 'image/png', 100)]);
      await waitFor(() => expect(status()).toHaveTextContent('1 file(s) selected'));
      await expect(names()).toEqual(['only.png100 B']);
    });

    await step('without the grid, the drop target names the files', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Show grid' }));
      await expect(canvas.queryByRole('table', { name: 'Selected files' })).toBeNull();
      await expect(within(target).getByText('only.png')).toBeVisible();
    });

    await step('Clear all empties the chooser', async () => {
      await userEvent.click(clearAll());
      await expect(status()).toHaveTextContent('0 file(s) selected');
      await expect(clearAll()).toBeDisabled();
      await expect(within(target).queryByText('only.png')).toBeNull();
    });
  },
};
