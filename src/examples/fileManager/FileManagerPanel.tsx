import { FolderOpenIcon, UploadSimpleIcon, XIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { ALLOWED_UPLOAD_TYPES, DEFAULT_MAX_UPLOAD_MB } from '../../api';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Grid, GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { FileChooser } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import { FileManagerModel } from './FileManagerModel';
import { UploadQueue } from './UploadQueue';
import './fileManager.css';

/** What the chooser offers: the extensions of the types the server keeps (it checks the content itself). */
const ACCEPT = Object.values(ALLOWED_UPLOAD_TYPES).flat();

/**
 * The File Manager's body, for admins: the chooser and Upload with the queue of this visit's uploads on top,
 * the stored files below (download, delete).
 */
export function FileManagerPanel() {
  const model = useLocalModel(() => new FileManagerModel());
  const { pending, queue, uploading, loading } = useSnapshot(model);
  const finished = queue.some((q) => q.status === 'done' || q.status === 'failed');
  return (
    <div className="tb-file-manager">
      <Panel
        className="tb-file-manager__upload"
        title="Upload"
        icon={<UploadSimpleIcon />}
        bbar={
          <Toolbar aria-label="Upload actions">
            <span
              className="tb-file-manager__hint"
              title="The server's limit is MAX_UPLOAD_MB; it checks each file's type by its content, not its name."
            >
              At most {DEFAULT_MAX_UPLOAD_MB} MB a file by default; types are checked by content.
            </span>
            <Filler />
            <Button
              icon={<XIcon />}
              text="Clear finished"
              disabled={!finished}
              onClick={() => model.clearQueue()}
            />
            <Button
              intent="primary"
              icon={<UploadSimpleIcon />}
              text={pending.length > 1 ? `Upload ${pending.length} files` : 'Upload'}
              disabled={pending.length === 0 || uploading}
              onClick={() => void model.upload()}
            />
          </Toolbar>
        }
      >
        <div className="tb-file-manager__upload-body">
          <FileChooser
            aria-label="Files to upload"
            className="tb-file-manager__chooser"
            value={pending as File[]}
            onChange={(files) => model.setPending(files)}
            accept={ACCEPT}
            // No size limit here: the server's (MAX_UPLOAD_MB) is the one that counts, and it says which file is over.
            disabled={uploading}
          />
          <div className="tb-file-manager__queue">
            <UploadQueue queue={queue} />
          </div>
        </div>
      </Panel>
      <Panel
        className="tb-file-manager__files"
        title="Stored files"
        icon={<FolderOpenIcon />}
        mask={loading}
        tbar={
          <Toolbar aria-label="Filter files">
            <StoreFilterField store={model.gridModel.store} placeholder="Filter files..." width={220} />
          </Toolbar>
        }
        bbar={
          <Toolbar aria-label="Count">
            <GridCountLabel model={model.gridModel} />
          </Toolbar>
        }
      >
        <Grid model={model.gridModel} aria-label="Stored files" />
      </Panel>
    </div>
  );
}
