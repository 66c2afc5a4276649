import { useSnapshot } from 'valtio';
import { ClockCountdownIcon, ClockIcon } from '@phosphor-icons/react';
import { startOfDay } from 'date-fns';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { fmtDateTimeSec, RelativeTimestamp } from '@toolbox/kit/format';
import { DateInput, Label } from '@toolbox/kit/input';
import { Panel, SplitPanel } from '@toolbox/kit/panel';
import { OptionsPanel, optionsPanelModel } from '../common/OptionsPanel';
import { RelativeTimestampOptionsForm } from './RelativeTimestampOptionsForm';
import {
  describeOptions,
  relativeTimestampOptions,
  RelativeTimestampPanelModel,
  type TimestampSource,
} from './RelativeTimestampPanelModel';
import './RelativeTimestampPanel.css';

const SOURCE_TEXT: Record<TimestampSource, string> = {
  now: 'Set to now',
  past: 'Past date',
  future: 'Future date',
};

/** The Relative Timestamp demo: a timestamp shown as time ago or to come, set three ways, with every option. */
export function RelativeTimestampPanel() {
  const model = useLocalModel(() => new RelativeTimestampPanelModel());
  const options = useLocalModel(() => optionsPanelModel({ defaultSize: 300, minSize: 260, maxSize: 420 }));
  const { timestamp, source, pastDate, futureDate, form, optionsAreDefault } = useSnapshot(model);
  // Re-read on each render: the past picker's limit moves with the clock, but only matters when it is opened.
  const now = new Date();

  return (
    <Panel
      title="Relative Timestamp"
      icon={<ClockCountdownIcon />}
      width={840}
      height={460}
      className="tb-demo-relative"
    >
      <SplitPanel>
        <div className="tb-demo-relative__main">
          <section className="tb-demo-relative__display" aria-label="Timestamp shown">
            <RelativeTimestamp
              timestamp={timestamp}
              options={relativeTimestampOptions(form)}
              className="tb-demo-relative__value"
            />
            <div className="tb-demo-relative__exact">
              {timestamp == null ? (
                'No timestamp'
              ) : (
                <>
                  {fmtDateTimeSec(timestamp, 'EEEE, MMMM d, yyyy h:mm:ss a')}
                  {source && <span className="tb-demo-relative__source">{SOURCE_TEXT[source]}</span>}
                </>
              )}
            </div>
            {form.relativeTo && (
              <div className="tb-demo-relative__exact">
                relative to {fmtDateTimeSec(form.relativeTo, 'EEEE, MMMM d, yyyy h:mm a')}
              </div>
            )}
          </section>
          <div className="tb-demo-relative__controls">
            <div className="tb-demo-relative__field">
              <Label htmlFor="tb-demo-relative-past">Past date</Label>
              <DateInput
                id="tb-demo-relative-past"
                aria-label="Past date"
                value={pastDate}
                onChange={(d) => model.setPastDate(d)}
                maxDate={now}
                timePrecision="minute"
                enableClear
                placeholder="Up to now"
                width="100%"
              />
            </div>
            <Button
              icon={<ClockIcon />}
              text="Set to now"
              intent="primary"
              active={source === 'now'}
              onClick={() => model.setToNow()}
            />
            <div className="tb-demo-relative__field">
              <Label htmlFor="tb-demo-relative-future">Future date</Label>
              <DateInput
                id="tb-demo-relative-future"
                aria-label="Future date"
                value={futureDate}
                onChange={(d) => model.setFutureDate(d)}
                minDate={startOfDay(now)}
                timePrecision="minute"
                enableClear
                placeholder="From today"
                width="100%"
              />
            </div>
          </div>
          <div className="tb-demo-relative__usage">
            <code>
              {'<RelativeTimestamp timestamp={…} options={'}
              {describeOptions(form)}
              {'} />'}
            </code>
          </div>
        </div>
        <OptionsPanel model={options} onReset={() => model.resetOptions()} resetDisabled={optionsAreDefault}>
          <RelativeTimestampOptionsForm model={model} />
        </OptionsPanel>
      </SplitPanel>
    </Panel>
  );
}
