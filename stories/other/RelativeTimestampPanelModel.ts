import { proxy } from 'valtio';
import type { LocalDateMode, RelativeTimestampOptions } from '@toolbox/kit/format';
import { registerModel } from '@toolbox/kit/inspector';

/** The control that set the timestamp shown: the last one used wins. */
export type TimestampSource = 'now' | 'past' | 'future';

/** The options side panel's fields. Empty texts mean 'not set', so the component's defaults apply. */
export interface RelativeTimestampForm {
  allowFuture: boolean;
  short: boolean;
  futureSuffix: string;
  pastSuffix: string;
  equalString: string;
  emptyResult: string;
  prefix: string;
  /** Seconds within which a time reads as now. */
  epsilon: number;
  localDateMode: LocalDateMode | null;
  relativeTo: Date | null;
}

export const RELATIVE_FORM_DEFAULTS: Readonly<RelativeTimestampForm> = {
  allowFuture: true,
  short: false,
  futureSuffix: '',
  pastSuffix: '',
  equalString: '',
  emptyResult: '',
  prefix: '',
  epsilon: 10,
  localDateMode: null,
  relativeTo: null,
};

export const LOCAL_DATE_MODES: LocalDateMode[] = ['always', 'useTimeForSameDay', 'useTimeFor24Hr'];

/** The component options the form stands for; empty texts are left out. */
export function relativeTimestampOptions(form: RelativeTimestampForm): RelativeTimestampOptions {
  const options: RelativeTimestampOptions = {
    allowFuture: form.allowFuture,
    short: form.short,
    epsilon: form.epsilon,
  };
  if (form.futureSuffix) options.futureSuffix = form.futureSuffix;
  if (form.pastSuffix) options.pastSuffix = form.pastSuffix;
  if (form.equalString) options.equalString = form.equalString;
  if (form.emptyResult) options.emptyResult = form.emptyResult;
  if (form.prefix) options.prefix = form.prefix;
  if (form.localDateMode) options.localDateMode = form.localDateMode;
  if (form.relativeTo) options.relativeTo = form.relativeTo;
  return options;
}

/** The options that differ from the defaults, as code, for the demo's usage line. */
export function describeOptions(form: RelativeTimestampForm): string {
  const parts = (Object.keys(RELATIVE_FORM_DEFAULTS) as (keyof RelativeTimestampForm)[])
    .filter((k) => {
      const v = form[k];
      return v instanceof Date ? true : v !== RELATIVE_FORM_DEFAULTS[k];
    })
    .map((k) => {
      const v = form[k];
      const text =
        v instanceof Date ? `new Date('${v.toISOString()}')` : typeof v === 'string' ? `'${v}'` : v;
      return `${k}: ${String(text)}`;
    });
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

/**
 * State of the Relative Timestamp demo. Set to now, the past date and the future date each set the timestamp
 * shown; using one clears the others. The past date cannot be later than now.
 */
export class RelativeTimestampPanelModel {
  timestamp: number | null = null;
  source: TimestampSource | null = null;
  pastDate: Date | null = null;
  futureDate: Date | null = null;
  form: RelativeTimestampForm = { ...RELATIVE_FORM_DEFAULTS };

  constructor() {
    const self = registerModel('RelativeTimestampPanelModel', proxy(this));
    self.setToNow();
    return self;
  }

  setToNow(): void {
    this.timestamp = Date.now();
    this.source = 'now';
    this.pastDate = null;
    this.futureDate = null;
  }

  /** Shows a past date; one later than now is taken as now. Clearing it clears the timestamp it set. */
  setPastDate(date: Date | null): void {
    if (!date) {
      this.pastDate = null;
      if (this.source === 'past') this.clearTimestamp();
      return;
    }
    const now = Date.now();
    const capped = date.getTime() > now ? new Date(now) : date;
    this.pastDate = capped;
    this.futureDate = null;
    this.timestamp = capped.getTime();
    this.source = 'past';
  }

  /** Shows a future date (the input refuses days before today). Clearing it clears the timestamp it set. */
  setFutureDate(date: Date | null): void {
    if (!date) {
      this.futureDate = null;
      if (this.source === 'future') this.clearTimestamp();
      return;
    }
    this.futureDate = date;
    this.pastDate = null;
    this.timestamp = date.getTime();
    this.source = 'future';
  }

  set<K extends keyof RelativeTimestampForm>(key: K, value: RelativeTimestampForm[K]): void {
    this.form[key] = value;
  }

  resetOptions(): void {
    this.form = { ...RELATIVE_FORM_DEFAULTS };
  }

  get optionsAreDefault(): boolean {
    return (Object.keys(RELATIVE_FORM_DEFAULTS) as (keyof RelativeTimestampForm)[]).every(
      (k) => this.form[k] === RELATIVE_FORM_DEFAULTS[k],
    );
  }

  private clearTimestamp(): void {
    this.timestamp = null;
    this.source = null;
  }
}
