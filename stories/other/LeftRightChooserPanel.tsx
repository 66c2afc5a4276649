import { useSnapshot } from 'valtio';
import { ArrowsLeftRightIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Switch } from '@toolbox/kit/input';
import { LeftRightChooser, LeftRightChooserFilter } from '@toolbox/kit/leftRightChooser';
import { Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { LeftRightChooserPanelModel } from './LeftRightChooserPanelModel';
import './LeftRightChooserPanel.css';

/** The LeftRightChooser demo: fruits moved into a basket, with a filter and the chooser's value shown. */
export function LeftRightChooserPanel() {
  const model = useLocalModel(() => new LeftRightChooserPanelModel());
  const { anyMatch } = useSnapshot(model);
  const { chooserModel } = model;
  const { rightValues } = useSnapshot(chooserModel);

  return (
    <Panel
      title="LeftRightChooser"
      icon={<ArrowsLeftRightIcon />}
      width={640}
      height={640}
      className="tb-demo-lrc"
      bbar={
        <Toolbar>
          <LeftRightChooserFilter model={chooserModel} anyMatch={anyMatch} placeholder="Filter fruits..." />
          <ToolbarSeparator />
          <Switch
            value={anyMatch}
            onChange={(v) => model.setAnyMatch(v)}
            label="match anywhere in the string"
          />
        </Toolbar>
      }
    >
      <div className="tb-demo-lrc__body">
        <LeftRightChooser model={chooserModel} />
        <div className="tb-demo-lrc__value" role="status" aria-label="Chosen values">
          <span className="tb-demo-lrc__value-label">rightValues</span>
          <code>{JSON.stringify(rightValues)}</code>
        </div>
      </div>
    </Panel>
  );
}
