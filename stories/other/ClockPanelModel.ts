import { proxy } from 'valtio';
import { registerModel } from '@toolbox/kit/inspector';

export interface ClockZone {
  /** The tile's title. */
  city: string;
  /** IANA zone id; none for the browser's own zone. */
  timezone?: string;
}

/** The ten clocks of the demo; the last has a deliberately invalid zone. */
export const CLOCK_ZONES: readonly ClockZone[] = [
  { city: 'Local' },
  { city: 'New York', timezone: 'America/New_York' },
  { city: 'Denver', timezone: 'America/Denver' },
  { city: 'Chicago', timezone: 'America/Chicago' },
  { city: 'Los Angeles', timezone: 'America/Los_Angeles' },
  { city: 'London', timezone: 'Europe/London' },
  { city: 'Stockholm', timezone: 'Europe/Stockholm' },
  { city: 'Hong Kong', timezone: 'Asia/Hong_Kong' },
  { city: 'Tokyo', timezone: 'Asia/Tokyo' },
  { city: 'Invalid Zone', timezone: 'Invalid/Zone' },
];

export const DEFAULT_FORMAT = 'h:mm:ss a';
export const DEFAULT_UPDATE_INTERVAL = 1000;
export const MIN_UPDATE_INTERVAL = 100;

/** The options the toolbar edits and every clock of the demo shares. */
export class ClockPanelModel {
  format = DEFAULT_FORMAT;
  updateInterval = DEFAULT_UPDATE_INTERVAL;
  prefix = '';
  suffix = '';

  constructor() {
    return registerModel('ClockPanelModel', proxy(this));
  }

  setFormat(format: string): void {
    this.format = format;
  }

  setUpdateInterval(ms: number): void {
    this.updateInterval = Math.max(MIN_UPDATE_INTERVAL, ms);
  }

  setPrefix(prefix: string): void {
    this.prefix = prefix;
  }

  setSuffix(suffix: string): void {
    this.suffix = suffix;
  }
}
