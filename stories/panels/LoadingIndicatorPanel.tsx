import { useEffect, useState } from 'react';
import { ArrowClockwiseIcon, SpinnerGapIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import { Label, Select, Switch } from '../../src/kit/input';
import { Filler, LoadingIndicator, Panel, Toolbar, ToolbarSeparator, type Corner } from '../../src/kit/panel';
import { LoadControls } from '../common/LoadControls';
import { LoadStatus } from '../common/LoadStatus';
import { CORNERS, LoadingIndicatorPanelModel } from './LoadingIndicatorPanelModel';
import { SampleGrid } from '../common/SampleGrid';
import './PanelDemos.css';

/** The Loading Indicator demo: a timed load of a sample grid, shown by a small indicator in a chosen corner. */
export function LoadingIndicatorPanel() {
  const [model] = useState(() => new LoadingIndicatorPanelModel());
  useEffect(() => () => model.loader.destroy(), [model]);
  const { corner, rows } = useSnapshot(model);
  const { loading, spinner, stageMessage } = useSnapshot(model.loader);

  return (
    <Panel
      title="Panels › Loading Indicator"
      icon={<SpinnerGapIcon />}
      width={760}
      height={540}
      className="tb-demo-panels"
      tbar={
        <Toolbar aria-label="Loading indicator options">
          <LoadControls loader={model.loader} idPrefix="indicator" />
          <ToolbarSeparator />
          <Label htmlFor="indicator-corner">Corner</Label>
          <Select<Corner>
            id="indicator-corner"
            value={corner}
            options={CORNERS}
            enableFilter={false}
            width={150}
            onChange={(v) => model.setCorner(v)}
          />
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
      loadingIndicator={
        loading && <LoadingIndicator corner={corner} spinner={spinner} message={stageMessage} />
      }
    >
      <SampleGrid rows={rows} aria-label="Sample companies" />
    </Panel>
  );
}
