import { useSnapshot } from 'valtio';
import { FilesIcon, TrashIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { FileChooser, Switch } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { ACCEPTED_TYPES, FileChooserPanelModel } from './FileChooserPanelModel';
import './FileChooserPanel.css';

/** The FileChooser demo: drop or browse for .txt and .png files, listed in an optional grid. */
export function FileChooserPanel() {
  const model = useLocalModel(() => new FileChooserPanelModel());
  const { files, showFileGrid, enableMulti, enableAddMulti } = useSnapshot(model);
  const count = files.length;

  return (
    <Panel
      title="FileChooser"
      icon={<FilesIcon />}
      width={700}
      height={400}
      className="tb-demo-file-chooser"
      bbar={
        <Toolbar>
          <Switch
            label="Show grid"
            value={showFileGrid}
            onChange={(v) => model.setOption('showFileGrid', v)}
          />
          <Switch
            label="Enable Multiple"
            value={enableMulti}
            onChange={(v) => model.setOption('enableMulti', v)}
          />
          <Switch
            label="Enable Bulk Addition"
            value={enableAddMulti}
            disabled={!enableMulti}
            onChange={(v) => model.setOption('enableAddMulti', v)}
          />
          <Filler />
          <span className="tb-demo-file-chooser__count" role="status">
            {count} file(s) selected
          </span>
          <ToolbarSeparator />
          <Button
            icon={<TrashIcon />}
            text="Clear all"
            disabled={count === 0}
            onClick={() => model.clear()}
          />
        </Toolbar>
      }
    >
      <div className="tb-demo-file-chooser__body">
        <FileChooser
          value={files}
          onChange={(f) => model.setFiles(f)}
          accept={ACCEPTED_TYPES}
          enableMulti={enableMulti}
          enableAddMulti={enableAddMulti}
          showFileGrid={showFileGrid}
          height="100%"
        />
      </div>
    </Panel>
  );
}
