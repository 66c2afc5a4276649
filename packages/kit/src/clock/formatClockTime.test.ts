import { describe, expect, it } from 'vitest';
import { formatClockTime, isValidTimeZone } from './formatClockTime';

const instant = Date.UTC(2024, 0, 15, 13, 5, 9); // 2024-01-15 13:05:09 UTC

describe('formatClockTime', () => {
  it('formats the wall-clock time in a zone', () => {
    expect(formatClockTime(instant, 'h:mm:ss a', 'America/New_York')).toEqual({ text: '8:05:09 AM' });
    expect(formatClockTime(instant, 'HH:mm', 'Asia/Tokyo')).toEqual({ text: '22:05' });
    expect(formatClockTime(instant, 'HH:mm', 'Europe/London')).toEqual({ text: '13:05' });
  });

  it('uses the local zone without one', () => {
    const local = new Date(instant);
    const hh = String(local.getHours()).padStart(2, '0');
    expect(formatClockTime(instant, 'HH:mm')).toEqual({ text: `${hh}:05` });
  });

  it('reports an invalid time zone', () => {
    expect(isValidTimeZone('Invalid/Zone')).toBe(false);
    expect(isValidTimeZone('Asia/Hong_Kong')).toBe(true);
    expect(formatClockTime(instant, 'h:mm', 'Invalid/Zone')).toEqual({
      error: 'Invalid time zone "Invalid/Zone"',
    });
  });

  it('reports an invalid format string', () => {
    const result = formatClockTime(instant, 'nope', 'Asia/Tokyo');
    expect(result.error).toMatch(/^Invalid format "nope": /);
  });
});
