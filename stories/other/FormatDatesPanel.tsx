import { useSnapshot } from 'valtio';
import { CalendarDotsIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { DateInput } from '@toolbox/kit/input';
import { FormatDemoPanel } from '../common/FormatDemoPanel';
import { FormatDatesOptions } from './FormatDatesOptions';
import { formatDateSample, FormatDatesPanelModel } from './FormatDatesPanelModel';

/** The Format Dates demo: pick a date formatter and its options, and see what they make of sample dates. */
export function FormatDatesPanel() {
  const model = useLocalModel(() => new FormatDatesPanelModel());
  const { form, tryIt, samples } = useSnapshot(model);
  return (
    <FormatDemoPanel
      title="Format Dates"
      icon={<CalendarDotsIcon />}
      width={860}
      height={520}
      model={model}
      options={<FormatDatesOptions model={model} />}
      rows={samples.map(({ label, date }) => ({
        key: label,
        input: label,
        output: formatDateSample(form, date),
      }))}
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
  );
}
