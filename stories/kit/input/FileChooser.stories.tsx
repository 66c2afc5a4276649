import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileChooser, FileChooserGrid } from '@toolbox/kit/input';
import { choiceArgType } from '../common/choiceArg';
import { controlledRender } from '../common/controlledRender';

const file = (name: string, type: string, size: number) => new File(['x'.repeat(size)], name, { type });

const FILES = {
  None: [],
  'Two files': [file('notes.txt', 'text/plain', 512), file('chart.png', 'image/png', 2048)],
  'Three files': [
    file('notes.txt', 'text/plain', 512),
    file('chart.png', 'image/png', 2048),
    file('minutes of the quarterly review meeting.txt', 'text/plain', 1200),
  ],
};

/** The rows of the grid below its header, as their texts (name and size). */
const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Selected files' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

/**
 * Drops files on the target as if dragged from the desktop. The target reads the dragged files asynchronously:
 * a drop before it has lit up would leave it lit.
 */
async function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const f of files) dataTransfer.items.add(f);
  const fire = (type: string) =>
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  fire('dragenter');
  fire('dragover');
  await waitFor(() => expect(target).toHaveClass('tb-file-chooser__target--active'));
  fire('drop');
  await waitFor(() => expect(target).not.toHaveClass('tb-file-chooser__target--active'));
}

const meta = {
  title: 'Kit/Input/FileChooser',
  component: FileChooser,
  render: controlledRender(FileChooser),
  parameters: { kit: { components: [FileChooserGrid] } },
  args: { value: 'Two files' as unknown as File[], width: 520, height: 200, onChange: fn(), onReject: fn() },
  argTypes: {
    value: choiceArgType(FILES),
    accept: { control: 'object' },
    maxSize: { control: 'number' },
    targetText: { control: 'text' },
    width: { control: 'number' },
    height: { control: 'number' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof FileChooser>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Files dropped on the target or browsed for are added to those held, listed with their sizes. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('it lists the files held', async () => {
      await expect(rows(canvas)).toEqual(['notes.txt512 B', 'chart.png2.0 KB']);
    });

    await step('a browsed file is added', async () => {
      await userEvent.upload(
        canvas.getByLabelText('Browse for files'),
        file('readme.txt', 'text/plain', 100),
      );
      await waitFor(() =>
        expect(rows(canvas)).toEqual(['notes.txt512 B', 'chart.png2.0 KB', 'readme.txt100 B']),
      );
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await step('a file is removed with its button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.txt' }));
      await expect(rows(canvas)).toEqual(['chart.png2.0 KB', 'readme.txt100 B']);
    });
  },
};

/** Only some types and sizes are accepted: the others are refused, each with its reason. */
export const AcceptAndMaxSize: Story = {
  args: { value: 'None' as unknown as File[], accept: ['.txt', '.png'], maxSize: 1024 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accepts .txt, .png')).toBeVisible();
    await drop(canvas.getByRole('button', { name: /click to browse/ }), [
      file('report.pdf', 'application/pdf', 100),
      file('chart.png', 'image/png', 2048),
    ]);
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(1));
    const rejected = (args.onReject as ReturnType<typeof fn>).mock.lastCall?.[0] as { reason: string }[];
    await expect(rejected.map((r) => r.reason)).toEqual([
      'only .txt, .png files are accepted.',
      'files must be 1.0 KB or smaller.',
    ]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One file at most: a new file replaces the one held. */
export const SingleFile: Story = {
  args: { value: 'None' as unknown as File[], enableMulti: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByLabelText('Browse for files');
    await expect(canvas.getByText('Drag and drop a file here, or click to browse...')).toBeVisible();
    await userEvent.upload(browse, file('first.txt', 'text/plain', 100));
    await waitFor(() => expect(rows(canvas)).toEqual(['first.txt100 B']));
    await userEvent.upload(browse, file('second.txt', 'text/plain', 200));
    await waitFor(() => expect(rows(canvas)).toEqual(['second.txt200 B']));
  },
};

/** Without the grid, the drop target fills the chooser and names the files held. */
export const WithoutGrid: Story = {
  args: { showFileGrid: false, targetText: 'Drop the statements here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table', { name: 'Selected files' })).toBeNull();
    const target = canvas.getByRole('button', { name: /Drop the statements here/ });
    await expect(within(target).getByText('notes.txt, chart.png')).toBeVisible();
  },
};

/** Empty: the grid says so. */
export const Empty: Story = {
  args: { value: 'None' as unknown as File[] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No files selected.')).toBeVisible();
    await expect(canvas.getByText('Drag and drop files here, or click to browse...')).toBeVisible();
  },
};

/** Long file names are cut short with an ellipsis in their column. */
export const LongNames: Story = {
  args: { value: 'Three files' as unknown as File[], width: 420 },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('minutes of the quarterly review meeting.txt');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute('title', 'minutes of the quarterly review meeting.txt');
  },
};

/** Greyed out: it takes no files, and the remove buttons are off. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /click to browse/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Remove notes.txt' })).toBeDisabled();
  },
};
