import { useEffect, useState } from 'react';
import { ArrowClockwiseIcon, SelectionIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import { Switch } from '../../src/kit/input';
import { Filler, Mask, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { LoadControls } from '../common/LoadControls';
import { LoadStatus } from '../common/LoadStatus';
import { MaskPanelModel } from './MaskPanelModel';
import { SampleGrid } from '../common/SampleGrid';
import './PanelDemos.css';

/** The Mask demo: a timed load of a sample grid under a mask, inline or over the whole viewport. */
export function MaskPanel() {
  const [model] = useState(() => new MaskPanelModel());
  useEffect(() => () => model.loader.destroy(), [model]);
  const { inline, rows } = useSnapshot(model);
  const { loading, spinner, stageMessage } = useSnapshot(model.loader);

  return (
    <Panel
      title="Panels › Mask"
      icon={<SelectionIcon />}
      width={760}
      height={540}
      className="tb-demo-panels"
      tbar={
        <Toolbar aria-label="Mask options">
          <LoadControls loader={model.loader} idPrefix="mask" />
          <ToolbarSeparator />
          <Switch label="Inline" value={inline} onChange={(v) => model.setInline(v)} />
          <Switch label="Spinner" value={spinner} onChange={(v) => model.loader.setSpinner(v)} />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <LoadStatus loader={model.loader} rowCount={rows.length} />
          <Filler />
          <Button
            intent="primary"
            icon={<ArrowClockwiseIcon weight="bold" />}
            text="Load Now"
            disabled={loading}
            onClick={() => model.loader.load()}
          />
        </Toolbar>
      }
      mask={loading && <Mask inline={inline} spinner={spinner} message={stageMessage} />}
    >
      <SampleGrid rows={rows} aria-label="Sample companies" />
    </Panel>
  );
}
