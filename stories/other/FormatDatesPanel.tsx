import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ArrowCounterClockwiseIcon, CalendarDotsIcon, SlidersHorizontalIcon } from '@phosphor-icons/react';
import { Button } from '../../src/kit/button';
import { DateInput } from '../../src/kit/input';
import { Filler, Panel } from '../../src/kit/panel';
import { FormatDatesOptions } from './FormatDatesOptions';
import { formatDateSample, FormatDatesPanelModel } from './FormatDatesPanelModel';
import { FormatResults, type FormatResultRow } from '../common/FormatResults';
import '../common/FormatDemo.css';

/** The Format Dates demo: pick a date formatter and its options, and see what they make of sample dates. */
export function FormatDatesPanel() {
  const [model] = useState(() => new FormatDatesPanelModel());
  const { form, tryIt, samples, isDefault } = useSnapshot(model);
  const rows: FormatResultRow[] = samples.map(({ label, date }) => ({
    key: label,
    input: label,
    output: formatDateSample(form, date),
  }));

  return (
    <Panel
      title="Format Dates"
      icon={<CalendarDotsIcon />}
      width={860}
      height={520}
      className="tb-demo-format"
    >
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
          <FormatDatesOptions model={model} />
        </Panel>
        <FormatResults
          rows={rows}
          tryItInput={
            <DateInput
              aria-label="Try it"
              value={tryIt}
              onChange={(d) => model.setTryIt(d)}
              timePrecision="minute"
              enableClear
              width="100%"
            />
          }
          tryItOutput={formatDateSample(form, tryIt)}
        />
      </div>
    </Panel>
  );
}
