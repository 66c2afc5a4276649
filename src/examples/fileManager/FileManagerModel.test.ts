import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesApi, type StoredFile } from '../../api';
import { confirm, toast } from '@toolbox/kit/popup';
import type * as Popup from '@toolbox/kit/popup';
import { FileManagerModel } from './FileManagerModel';
import { uploadFile } from './uploadFile';

// Toasts and the confirmation are checked, not shown (no sonner timers or dialogs in jsdom).
vi.mock('@toolbox/kit/popup', async (original) => ({
  ...(await original<typeof Popup>()),
  toast: vi.fn(),
  confirm: vi.fn(),
}));
vi.mock('./uploadFile', () => ({ uploadFile: vi.fn() }));

const stored = (id: string, name: string, hoursAgo = 1): StoredFile => ({
  id,
  name,
  size: 10,
  type: 'text/plain',
  uploadedBy: 'Admin User',
  uploadedAt: new Date(Date.UTC(2026, 10, 25, 12 - hoursAgo)).toISOString(),
});
const shownNames = (model: FileManagerModel) =>
  model.gridModel.store.rows.flatMap((r) => (r.kind === 'record' ? [r.record.data.name] : []));

describe('FileManagerModel', () => {
  let model: FileManagerModel;
  beforeEach(() => {
    localStorage.removeItem('fileManager.grid');
    vi.spyOn(filesApi, 'list').mockResolvedValue([stored('a', 'old.txt', 5), stored('b', 'new.txt', 1)]);
    model = new FileManagerModel();
  });
  afterEach(() => {
    model.destroy();
    vi.restoreAllMocks();
    vi.mocked(toast).mockClear();
    vi.mocked(confirm).mockReset();
    vi.mocked(uploadFile).mockReset();
  });

  it('lists the stored files newest first', async () => {
    await model.load();
    expect(shownNames(model)).toEqual(['new.txt', 'old.txt']);
  });

  it('uploads the chosen files one by one; each ends done or failed with its reason, and the grid gains the stored', async () => {
    await model.load();
    vi.mocked(uploadFile).mockImplementation(async (file, onProgress) => {
      onProgress(0.5);
      if (file.name === 'bad.png') throw new Error('bad.png is not an allowed type.');
      return stored('c', file.name, 0);
    });
    model.setPending([new File(['hello'], 'hello.txt'), new File(['x'], 'bad.png')]);
    expect(model.pending).toHaveLength(2);
    await model.upload();
    expect(model.pending).toEqual([]);
    expect(model.queue.map((q) => [q.name, q.status, q.progress, q.message])).toEqual([
      ['hello.txt', 'done', 1, null],
      ['bad.png', 'failed', 0.5, 'bad.png is not an allowed type.'],
    ]);
    expect(model.uploading).toBe(false);
    expect(shownNames(model)).toEqual(['hello.txt', 'new.txt', 'old.txt']);
    expect(toast).toHaveBeenCalledWith({
      intent: 'warning',
      message: '1 of 2 files uploaded; 1 failed (see the queue).',
    });
    model.clearQueue();
    expect(model.queue).toEqual([]);
  });

  it('deletes a file only once the user confirms', async () => {
    await model.load();
    const remove = vi.spyOn(filesApi, 'remove').mockResolvedValue({ ok: true });
    const file = stored('a', 'old.txt', 5);
    vi.mocked(confirm).mockResolvedValueOnce(false);
    await model.remove(file);
    expect(remove).not.toHaveBeenCalled();
    expect(shownNames(model)).toEqual(['new.txt', 'old.txt']);
    vi.mocked(confirm).mockResolvedValueOnce(true);
    await model.remove(file);
    expect(remove).toHaveBeenCalledWith('a');
    expect(shownNames(model)).toEqual(['new.txt']);
    expect(toast).toHaveBeenCalledWith({ intent: 'success', message: 'Deleted old.txt.' });
  });
});
