import { SelectionIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Switch } from '@toolbox/kit/input';
import { Mask } from '@toolbox/kit/panel';
import { TimedLoadPanel } from '../common/TimedLoadPanel';
import { MaskPanelModel } from './MaskPanelModel';

/** The Mask demo: a timed load of a sample grid under a mask, inline or over the whole viewport. */
export function MaskPanel() {
  // Nothing loads until Load Now (or the app's Refresh) is pressed.
  const model = useLocalModel(() => new MaskPanelModel(), { loadOnMount: false });
  const { inline, spinner, loading, stageMessage } = useSnapshot(model);
  return (
    <TimedLoadPanel
      title="Panels › Mask"
      icon={<SelectionIcon />}
      model={model}
      idPrefix="mask"
      optionsLabel="Mask options"
      options={
        <>
          <Switch label="Inline" value={inline} onChange={(v) => model.setInline(v)} />
          <Switch label="Spinner" value={spinner} onChange={(v) => model.setSpinner(v)} />
        </>
      }
      mask={loading && <Mask inline={inline} spinner={spinner} message={stageMessage} />}
    />
  );
}
