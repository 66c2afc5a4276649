import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ArrowCounterClockwiseIcon, HashIcon, SlidersHorizontalIcon } from '@phosphor-icons/react';
import { Button } from '../../src/kit/button';
import { NumberInput } from '../../src/kit/input';
import { Filler, Panel } from '../../src/kit/panel';
import { FormatNumbersOptions } from './FormatNumbersOptions';
import { formatNumberSample, FormatNumbersPanelModel, NUMBER_SAMPLES } from './FormatNumbersPanelModel';
import { FormatResults, type FormatResultRow } from '../common/FormatResults';
import '../common/FormatDemo.css';

function rawValue(v: number | null | undefined): string {
  return v === undefined ? 'undefined' : v === null ? 'null' : String(v);
}

/** The Format Numbers demo: pick a formatter and its options, and see what they make of sample values. */
export function FormatNumbersPanel() {
  const [model] = useState(() => new FormatNumbersPanelModel());
  const { form, tryIt, isDefault } = useSnapshot(model);
  const rows: FormatResultRow[] = NUMBER_SAMPLES.map((v) => ({
    key: rawValue(v),
    input: <code>{rawValue(v)}</code>,
    output: formatNumberSample(form, v),
  }));

  return (
    <Panel title="Format Numbers" icon={<HashIcon />} width={900} height={660} className="tb-demo-format">
      <div className="tb-demo-format__body">
        <Panel
          title="Function + Options"
          icon={<SlidersHorizontalIcon />}
          compactHeader
          flex={1}
          className="tb-demo-format__options-panel"
          bbar={
            <>
              <span className="tb-demo-format__call">
                <code>{form.fnName}(value, options)</code>
              </span>
              <Filler />
              <Button
                icon={<ArrowCounterClockwiseIcon />}
                text="Reset"
                minimal
                disabled={isDefault}
                onClick={() => model.reset()}
              />
            </>
          }
        >
          <FormatNumbersOptions model={model} />
        </Panel>
        <FormatResults
          rows={rows}
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
      </div>
    </Panel>
  );
}
