import type { ReactNode } from 'react';
import { ArrowClockwiseIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { LoadControls } from './LoadControls';
import { LoadStatus } from './LoadStatus';
import { SampleGrid } from './SampleGrid';
import type { TimedLoadModel } from './TimedLoadModel';
import './TimedLoadPanel.css';

export interface TimedLoadPanelProps {
  title: string;
  icon: ReactNode;
  /** The demo's model: the timed load of the sample grid. */
  model: TimedLoadModel;
  /** Prefix of the seconds and message inputs' ids. */
  idPrefix: string;
  /** Accessible name of the top toolbar, e.g. 'Mask options'. */
  optionsLabel: string;
  /** The demo's own options, after the seconds and the message. */
  options: ReactNode;
  /** What covers the panel while it loads (a Mask), or... */
  mask?: ReactNode;
  /** ...what sits in a corner of its body (a LoadingIndicator). */
  loadingIndicator?: ReactNode;
}

/**
 * The frame of the Mask and Loading Indicator demos: the sample grid, the seconds and message of a pretend
 * load above it with the demo's options, and the row count, last load time and Load Now below.
 */
export function TimedLoadPanel({
  title,
  icon,
  model,
  idPrefix,
  optionsLabel,
  options,
  mask,
  loadingIndicator,
}: TimedLoadPanelProps) {
  const { loading } = useSnapshot(model);
  const { allCount } = useSnapshot(model.gridModel.store);
  return (
    <Panel
      title={title}
      icon={icon}
      width={760}
      height={540}
      className="tb-demo-timed-load"
      tbar={
        <Toolbar aria-label={optionsLabel}>
          <LoadControls loader={model} idPrefix={idPrefix} />
          <ToolbarSeparator />
          {options}
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <LoadStatus loader={model} rowCount={allCount} />
          <Filler />
          <Button
            intent="primary"
            icon={<ArrowClockwiseIcon weight="bold" />}
            text="Load Now"
            disabled={loading}
            onClick={() => model.load()}
          />
        </Toolbar>
      }
      mask={mask}
      loadingIndicator={loadingIndicator}
    >
      <SampleGrid model={model.gridModel} aria-label="Sample companies" />
    </Panel>
  );
}
