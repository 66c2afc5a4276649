import { describe, expect, it } from 'vitest';
import { fmtDayLabel } from './fmtDayLabel';

describe('fmtDayLabel', () => {
  const now = new Date(2026, 10, 24, 9, 30); // Tuesday, November 24, 2026, 9:30 local time

  it('says Today and Yesterday by the local calendar, not by 24 hours', () => {
    expect(fmtDayLabel(new Date(2026, 10, 24, 0, 1), { now })).toBe('Today');
    expect(fmtDayLabel('2026-11-24', { now })).toBe('Today');
    expect(fmtDayLabel(new Date(2026, 10, 23, 23, 59), { now })).toBe('Yesterday');
    expect(fmtDayLabel('2026-11-23', { now })).toBe('Yesterday');
  });

  it('gives other days as weekday, month and day', () => {
    expect(fmtDayLabel('2026-11-22', { now })).toBe('Sunday, November 22');
    expect(fmtDayLabel(new Date(2026, 9, 1, 12), { now })).toBe('Thursday, October 1');
    expect(fmtDayLabel('2026-11-22', { now, fmt: 'EEE d MMM' })).toBe('Sun 22 Nov');
  });

  it('is empty for no date', () => {
    expect(fmtDayLabel(null)).toBe('');
    expect(fmtDayLabel('not a date')).toBe('');
  });
});
