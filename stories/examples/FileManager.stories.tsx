import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleFiles } from '../../mocks/data/files';
import { handlers } from '../../mocks/handlers';
import { adminSessionHandlers, resetFilesMock } from '../../mocks/handlers/files';
import { FILE_MESSAGES } from '../../src/api/files';
import { FileManagerApp } from '../../src/examples/fileManager/FileManagerApp';
import { expectToast } from '../common/expectToast';
import { withExampleAppFrame } from './exampleAppFrame';

const description =
  'A whole app built on the kit, served at /fileManager, for admins only (the server answers 403 to anyone ' +
  'else, 401 without a session). Choose files with the FileChooser (drag and drop, several at once) and ' +
  'Upload: each file goes as its own multipart request with its progress and status in the queue; the server ' +
  'streams it to DATA_DIR/files under a generated name, checks its size (MAX_UPLOAD_MB) and its type by ' +
  'content, and the uploader’s quota. Download or delete (after a confirmation) the stored files.';

const meta = {
  title: 'Examples/File Manager',
  component: FileManagerApp,
  decorators: [withExampleAppFrame],
  beforeEach: () => {
    resetFilesMock();
    localStorage.removeItem('fileManager.grid');
  },
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers: [...adminSessionHandlers, ...handlers] },
  },
} satisfies Meta<typeof FileManagerApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A program renamed .png: the server (and the mocks) refuse it by its content. */
const fakePng = () =>
  new File(
    [new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(64).fill(1)])],
    'photo.png',
    {
      type: 'image/png',
    },
  );

/** Upload two files (one refused by its content), then delete one after a confirmation. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const count = () => canvas.getByText(/\d+ files?$/);
    const grid = () => canvas.getByRole('grid', { name: 'Stored files' });
    const samples = sampleFiles();
    // A row by the exact file name in its Name cell.
    const rowOf = (name: string) =>
      [...grid().querySelectorAll<HTMLElement>('.ag-row[row-id]')].find(
        (r) => r.querySelector('.tb-file-manager__name > span')?.textContent === name,
      ) ?? null;
    /** The names in the grid, sorted (AG Grid may keep a leaving row in the DOM while it animates out). */
    const names = () =>
      [...grid().querySelectorAll<HTMLElement>('.ag-row[row-id]:not(.ag-opacity-zero)')]
        .map((r) => r.querySelector('.tb-file-manager__name > span')?.textContent ?? '')
        .sort();
    const sampleNames = samples.map((f) => f.name);

    await step('the stored files, newest first, with size, type, uploader and time', async () => {
      await waitFor(() => expect(count()).toHaveTextContent(`${samples.length} files`), { timeout: 10_000 });
      const first = samples[0];
      if (!first) throw new Error('no sample files');
      await waitFor(() => expect(rowOf(first.name)).not.toBeNull());
      const row = rowOf(first.name) as HTMLElement;
      await expect(row.querySelector('[col-id="type"]')).toHaveTextContent(first.type);
      await expect(row.querySelector('[col-id="uploadedBy"]')).toHaveTextContent('Admin User');
      await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    });

    await step('chosen files upload one by one; one refused by its content says why', async () => {
      const notes = new File(['Meeting notes\n- ship the File Manager\n'], 'notes.txt', {
        type: 'text/plain',
      });
      await userEvent.upload(canvas.getByLabelText('Browse for files'), [notes, fakePng()]);
      const upload = canvas.getByRole('button', { name: 'Upload 2 files' });
      await expect(upload).toBeEnabled();
      await userEvent.click(upload);
      const queue = await canvas.findByRole('list', { name: 'Upload queue' });
      await waitFor(() =>
        expect(
          within(within(queue).getByRole('listitem', { name: 'notes.txt' })).getByRole('status'),
        ).toHaveTextContent('Uploaded'),
      );
      await waitFor(() =>
        expect(
          within(within(queue).getByRole('listitem', { name: 'photo.png' })).getByRole('status'),
        ).toHaveTextContent(FILE_MESSAGES.wrongType('photo.png')),
      );
      await expectToast('1 of 2 files uploaded; 1 failed (see the queue).');
      await waitFor(() => expect(count()).toHaveTextContent(`${samples.length + 1} files`));
      await waitFor(() => expect(names()).toEqual([...sampleNames, 'notes.txt'].sort()));
      await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear finished' }));
      await waitFor(() => expect(canvas.queryByRole('list', { name: 'Upload queue' })).toBeNull());
    });

    await step('Delete asks first; Cancel keeps the file, Delete removes it', async () => {
      const deleteButton = () => {
        const cell = rowOf('notes.txt')?.querySelector<HTMLElement>('[col-id="actions"]');
        if (!cell) throw new Error('no actions for notes.txt');
        return within(cell).getByRole('button', { name: 'Delete' });
      };
      await userEvent.click(deleteButton());
      let confirm = await screen.findByRole('dialog', { name: 'Delete file?' });
      await expect(confirm).toHaveTextContent("Delete 'notes.txt'? This cannot be undone.");
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete file?' })).toBeNull());
      await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
      await expect(rowOf('notes.txt')).not.toBeNull();
      await userEvent.click(deleteButton());
      confirm = await screen.findByRole('dialog', { name: 'Delete file?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await expectToast('Deleted notes.txt.');
      await waitFor(() => expect(count()).toHaveTextContent(`${samples.length} files`));
      await waitFor(() => expect(names()).toEqual([...sampleNames].sort()));
    });
  },
};

/** Signed in as a non-admin (demo): the app refuses, as the server does with 403 on every file call. */
export const NotAnAdmin: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The File Manager is for admins only.');
    await expect(within(alert).getByRole('button', { name: 'Log out' })).toBeEnabled();
    await expect(canvas.queryByRole('grid', { name: 'Stored files' })).toBeNull();
  },
};
