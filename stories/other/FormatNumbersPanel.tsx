import { useSnapshot } from 'valtio';
import { HashIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { NumberInput } from '@toolbox/kit/input';
import { FormatDemoPanel } from '../common/FormatDemoPanel';
import { FormatNumbersOptions } from './FormatNumbersOptions';
import { formatNumberSample, FormatNumbersPanelModel, NUMBER_SAMPLES } from './FormatNumbersPanelModel';

function rawValue(v: number | null | undefined): string {
  return v === undefined ? 'undefined' : v === null ? 'null' : String(v);
}

/** The Format Numbers demo: pick a formatter and its options, and see what they make of sample values. */
export function FormatNumbersPanel() {
  const model = useLocalModel(() => new FormatNumbersPanelModel());
  const { form, tryIt } = useSnapshot(model);
  return (
    <FormatDemoPanel
      title="Format Numbers"
      icon={<HashIcon />}
      width={900}
      height={660}
      model={model}
      options={<FormatNumbersOptions model={model} />}
      rows={NUMBER_SAMPLES.map((v) => ({
        key: rawValue(v),
        input: <code>{rawValue(v)}</code>,
        output: formatNumberSample(form, v),
      }))}
      alignOutput="right"
      tryItInput={
        <NumberInput
          aria-label="Try it"
          value={tryIt}
          onChange={(v) => model.setTryIt(v)}
          allowEmpty
          placeholder="Enter a number"
          width="100%"
        />
      }
      tryItOutput={formatNumberSample(form, tryIt)}
    />
  );
}
