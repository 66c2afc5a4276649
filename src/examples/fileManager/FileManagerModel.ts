import { DownloadSimpleIcon, TrashIcon } from '@phosphor-icons/react';
import { createElement } from 'react';
import { proxy, ref } from 'valtio';
import { fileContentPath, filesApi, type StoredFile } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import type { StoreRecord } from '@toolbox/kit/data';
import { GridModel, recordActionItems, type RecordAction } from '@toolbox/kit/grid';
import { confirm, toast } from '@toolbox/kit/popup';
import { fileColumns } from './fileColumns';
import { uploadFile } from './uploadFile';

/** A file in the upload queue: what was chosen, how far it got and how it ended. */
export interface QueuedUpload {
  key: number;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0..1 of the bytes sent. */
  progress: number;
  /** Why it failed, in the server's words. */
  message: string | null;
}

/**
 * The File Manager app (admins only): files chosen in the FileChooser wait in `pending`; Upload sends them one
 * request per file (so each has its own progress and status and the server keeps each whole or not at all),
 * then the grid of stored files shows them. Download and delete (after a confirmation) are record actions.
 */
export class FileManagerModel {
  /** Chosen, not yet sent; a ref, never a proxy: the browser's File methods refuse a proxied File. */
  pending: File[] = ref([]);
  /** This visit's uploads, newest last. */
  queue: QueuedUpload[] = [];
  uploading = false;
  gridModel!: GridModel<StoredFile, StoredFile>;
  actions!: RecordAction<StoredFile>[];
  readonly loadTask = new LoadTask({ what: 'the files' });
  private nextKey = 1;
  private readonly abort = ref({ controller: new AbortController() });

  constructor() {
    const self = proxy(this);
    self.actions = ref([
      {
        text: 'Download',
        icon: createElement(DownloadSimpleIcon),
        onClick: (r: StoreRecord<StoredFile>) => self.download(r.data),
      },
      {
        text: 'Delete',
        icon: createElement(TrashIcon),
        intent: 'danger',
        onClick: (r: StoreRecord<StoredFile>) => void self.remove(r.data),
      },
    ]);
    self.gridModel = new GridModel<StoredFile, StoredFile>({
      store: {
        sortBy: 'uploadedAt|desc',
        fields: [
          { name: 'name', type: 'string', displayName: 'Name' },
          { name: 'size', type: 'int', displayName: 'Size' },
          { name: 'type', type: 'string', displayName: 'Type' },
          { name: 'uploadedBy', type: 'string', displayName: 'Uploaded by' },
          { name: 'uploadedAt', type: 'date', displayName: 'Uploaded' },
        ],
      },
      countUnit: 'file',
      emptyText: 'No files yet - choose some above and Upload.',
      onRowDoubleClicked: (r) => self.download(r.data),
      contextMenu: ({ record }) => (record ? recordActionItems(self.actions, record) : []),
      columns: fileColumns(self.actions),
      persistWith: { localStorageKey: 'fileManager.grid' },
    });
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** The stored files. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      this.gridModel.store.loadData(await filesApi.list(signal));
    });
  }

  setPending(files: File[]): void {
    this.pending = ref([...files]);
  }

  /** Sends the pending files one after another; each ends done or failed with the server's reason. */
  async upload(): Promise<void> {
    if (this.uploading || this.pending.length === 0) return;
    this.uploading = true;
    const files = this.pending;
    this.pending = ref([]);
    const entries = files.map((f) => {
      const entry: QueuedUpload = {
        key: this.nextKey++,
        name: f.name,
        size: f.size,
        status: 'waiting',
        progress: 0,
        message: null,
      };
      this.queue.push(entry);
      // The proxied entry: changes to it reach the queue's view.
      return this.queue[this.queue.length - 1] as QueuedUpload;
    });
    let stored = 0;
    try {
      for (const [i, file] of files.entries()) {
        const entry = entries[i];
        if (!entry) continue;
        entry.status = 'uploading';
        try {
          const saved = await uploadFile(file, (p) => (entry.progress = p), this.abort.controller.signal);
          entry.progress = 1;
          entry.status = 'done';
          this.gridModel.store.updateData({ add: [saved] });
          stored++;
        } catch (e) {
          entry.status = 'failed';
          entry.message = e instanceof Error ? e.message : String(e);
        }
      }
    } finally {
      this.uploading = false;
    }
    const failed = files.length - stored;
    toast({
      intent: failed ? 'warning' : 'success',
      message: failed
        ? `${stored} of ${files.length} files uploaded; ${failed} failed (see the queue).`
        : `${stored === 1 ? '1 file' : `${stored} files`} uploaded.`,
    });
  }

  /** Forgets the finished entries of the queue. */
  clearQueue(): void {
    this.queue = this.queue.filter((q) => q.status === 'waiting' || q.status === 'uploading');
  }

  /** Saves the file under its own name (the server sends it as an attachment). */
  download(file: StoredFile): void {
    const a = document.createElement('a');
    a.href = fileContentPath(file.id);
    a.download = file.name;
    a.click();
  }

  /** Deletes a stored file once the user confirms. */
  async remove(file: StoredFile): Promise<void> {
    const ok = await confirm({
      title: 'Delete file?',
      message: `Delete '${file.name}'? This cannot be undone.`,
      confirmText: 'Delete',
      intent: 'danger',
    });
    if (!ok) return;
    try {
      await filesApi.remove(file.id);
      this.gridModel.store.updateData({ remove: [file.id] });
      toast({ intent: 'success', message: `Deleted ${file.name}.` });
    } catch (e) {
      toast({
        intent: 'danger',
        message: `Could not delete ${file.name}: ${e instanceof Error ? e.message : e}`,
      });
    }
  }

  destroy(): void {
    this.abort.controller.abort();
    this.loadTask.abort();
  }
}
