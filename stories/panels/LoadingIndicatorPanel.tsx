import { SpinnerGapIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Label, Select, Switch } from '@toolbox/kit/input';
import { LoadingIndicator, type Corner } from '@toolbox/kit/panel';
import { TimedLoadPanel } from '../common/TimedLoadPanel';
import { CORNERS, LoadingIndicatorPanelModel } from './LoadingIndicatorPanelModel';

/** The Loading Indicator demo: a timed load of a sample grid, shown by a small indicator in a chosen corner. */
export function LoadingIndicatorPanel() {
  // Nothing loads until Load Now (or the app's Refresh) is pressed.
  const model = useLocalModel(() => new LoadingIndicatorPanelModel(), { loadOnMount: false });
  const { corner, spinner, loading, stageMessage } = useSnapshot(model);
  return (
    <TimedLoadPanel
      title="Panels › Loading Indicator"
      icon={<SpinnerGapIcon />}
      model={model}
      idPrefix="indicator"
      optionsLabel="Loading indicator options"
      options={
        <>
          <Label htmlFor="indicator-corner">Corner</Label>
          <Select<Corner>
            id="indicator-corner"
            value={corner}
            options={CORNERS}
            enableFilter={false}
            width={150}
            onChange={(v) => model.setCorner(v)}
          />
          <Switch label="Spinner" value={spinner} onChange={(v) => model.setSpinner(v)} />
        </>
      }
      loadingIndicator={
        loading && <LoadingIndicator corner={corner} spinner={spinner} message={stageMessage} />
      }
    />
  );
}
