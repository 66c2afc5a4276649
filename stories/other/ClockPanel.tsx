import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ClockIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Clock } from '@toolbox/kit/clock';
import { Label, NumberInput, TextInput } from '@toolbox/kit/input';
import { Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { CLOCK_ZONES, ClockPanelModel, MIN_UPDATE_INTERVAL, type ClockZone } from './ClockPanelModel';
import './ClockPanel.css';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The Clock demo: ten clocks around the world (one deliberately broken), sharing the toolbar's options. */
export function ClockPanel() {
  const model = useLocalModel(() => new ClockPanelModel());
  const { format, updateInterval, prefix, suffix } = useSnapshot(model);
  const id = useId();

  return (
    <Panel
      title="Clock"
      icon={<ClockIcon />}
      width={880}
      className="tb-demo-clock"
      bbar={
        <Toolbar>
          <Label htmlFor={`${id}-format`}>Format</Label>
          <TextInput id={`${id}-format`} width={120} value={format} onChange={(v) => model.setFormat(v)} />
          <ToolbarSeparator />
          <Label htmlFor={`${id}-interval`}>Update Interval (ms)</Label>
          <NumberInput
            id={`${id}-interval`}
            width={80}
            min={MIN_UPDATE_INTERVAL}
            max={60000}
            step={100}
            value={updateInterval}
            onChange={(v) => model.setUpdateInterval(v ?? updateInterval)}
          />
          <ToolbarSeparator />
          <Label htmlFor={`${id}-prefix`}>Prefix</Label>
          <TextInput id={`${id}-prefix`} width={90} value={prefix} onChange={(v) => model.setPrefix(v)} />
          <Label htmlFor={`${id}-suffix`}>Suffix</Label>
          <TextInput id={`${id}-suffix`} width={90} value={suffix} onChange={(v) => model.setSuffix(v)} />
        </Toolbar>
      }
    >
      <div className="tb-demo-clock__grid" role="group" aria-label="World clocks">
        {CLOCK_ZONES.map((zone) => (
          <ClockTile
            key={zone.city}
            zone={zone}
            format={format}
            updateInterval={updateInterval}
            prefix={prefix}
            suffix={suffix}
          />
        ))}
      </div>
    </Panel>
  );
}

interface ClockTileProps {
  zone: ClockZone;
  format: string;
  updateInterval: number;
  prefix: string;
  suffix: string;
}

function ClockTile({ zone, ...clockProps }: ClockTileProps) {
  return (
    <Panel compactHeader title={zone.city} className="tb-demo-clock__tile">
      <div className="tb-demo-clock__face">
        <Clock timezone={zone.timezone} {...clockProps} />
        <span className="tb-demo-clock__zone">{zone.timezone ?? `${localZone} (local)`}</span>
      </div>
    </Panel>
  );
}
