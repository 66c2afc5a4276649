import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { WarningCircleIcon } from '@phosphor-icons/react';
import { formatClockTime } from './formatClockTime';
import { useNow } from './useNow';
import './Clock.css';

export interface ClockProps {
  /** IANA time zone id, e.g. 'America/New_York'; the browser's zone when omitted. */
  timezone?: string;
  /** date-fns format string (default 'h:mm:ss a'). */
  format?: string;
  /** How often the time is re-read, in ms (default 1000, at least 50). */
  updateInterval?: number;
  /** Shown before the time. */
  prefix?: ReactNode;
  /** Shown after the time. */
  suffix?: ReactNode;
  /** A class added to the clock's element. */
  className?: string;
  /** Styles of the clock's element. */
  style?: CSSProperties;
}

/** The current time in a time zone, ticking. An unknown zone or a bad format shows an error in its place. */
export function Clock({
  timezone,
  format = 'h:mm:ss a',
  updateInterval = 1000,
  prefix,
  suffix,
  className,
  style,
}: ClockProps) {
  const now = useNow(updateInterval);
  const time = formatClockTime(now, format, timezone);
  if (time.error !== undefined) {
    return (
      <span className={clsx('tb-clock', 'tb-clock--error', className)} style={style} role="alert">
        <WarningCircleIcon className="tb-clock__error-icon" weight="fill" aria-hidden="true" />
        {time.error}
      </span>
    );
  }
  return (
    <span className={clsx('tb-clock', className)} style={style}>
      {prefix}
      <time className="tb-clock__time" dateTime={new Date(now).toISOString()}>
        {time.text}
      </time>
      {suffix}
    </span>
  );
}
