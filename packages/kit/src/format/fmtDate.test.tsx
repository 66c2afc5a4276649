import { isValidElement } from 'react';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fmtCompactDate,
  fmtDate,
  fmtDateTime,
  fmtDateTimeSec,
  fmtTime,
  isLocalDate,
  toDate,
  type DateFormatOptions,
  type DateLike,
} from './fmtDate';
import { FORMAT_EXCEPTION, tryFormat } from './tryFormat';

// Local times, so the expectations hold in any time zone.
const LEAP_DAY = new Date(2024, 1, 29, 13, 5, 9);

type Row = [v: DateLike | null | undefined, opts: DateFormatOptions | string | undefined, expected: string];

describe('date formatters', () => {
  const cases: Record<string, [typeof fmtDate, Row[]]> = {
    fmtDate: [
      fmtDate,
      [
        [LEAP_DAY, undefined, '2024-02-29'],
        [LEAP_DAY, 'MMM d, yyyy', 'Feb 29, 2024'],
        [LEAP_DAY, { fmt: 'EEEE' }, 'Thursday'],
        [LEAP_DAY, { fmt: '' }, '2024-02-29'],
        [LEAP_DAY.getTime(), undefined, '2024-02-29'],
        ['2024-02-29T13:05:09', 'HH:mm', '13:05'],
        ['2024-02-29', 'EEE MMM d', 'Thu Feb 29'],
        [null, undefined, ''],
        [undefined, { nullDisplay: '-' }, '-'],
        ['', { nullDisplay: '-' }, '-'],
        ['not a date', { nullDisplay: '?' }, '?'],
        [NaN, { nullDisplay: '?' }, '?'],
      ],
    ],
    fmtDateTime: [
      fmtDateTime,
      [
        [LEAP_DAY, undefined, '2024-02-29 1:05pm'],
        [LEAP_DAY, 'PP p', 'Feb 29, 2024 1:05 PM'],
        ['2024-02-29', undefined, '2024-02-29 12:00am'],
        [null, { nullDisplay: 'never' }, 'never'],
      ],
    ],
    fmtDateTimeSec: [fmtDateTimeSec, [[LEAP_DAY, undefined, '2024-02-29 1:05:09pm']]],
    fmtTime: [
      fmtTime,
      [
        [LEAP_DAY, undefined, '1:05pm'],
        [LEAP_DAY, { fmt: 'HH:mm:ss' }, '13:05:09'],
        [null, {}, ''],
      ],
    ],
  };

  for (const [name, [fmt, rows]] of Object.entries(cases)) {
    it.each(rows)(`${name}(%s, %j) → %s`, (v, opts, expected) => {
      expect(fmt(v, opts)).toBe(expected);
    });
  }

  it('throws on an invalid pattern, which tryFormat shows as #exception#', () => {
    expect(() => fmtDate(LEAP_DAY, 'yyyy-MM-dd foo')).toThrow(RangeError);
    const onError = vi.fn();
    expect(tryFormat(() => fmtDate(LEAP_DAY, 'yyyy-MM-dd foo'), onError)).toBe(FORMAT_EXCEPTION);
    expect(FORMAT_EXCEPTION).toBe('#exception#');
    expect(onError).toHaveBeenCalledWith(expect.any(RangeError));
    expect(tryFormat(() => fmtDate(LEAP_DAY), onError)).toBe('2024-02-29');
  });

  it('adds a tooltip of the full date and time, or a custom one', () => {
    expect(fmtDate(LEAP_DAY, { tooltip: true, asHtml: true })).toBe(
      '<span class="tb-fmt-date tb-fmt-tip" title="Thursday, February 29, 2024 at 1:05:09 PM">2024-02-29</span>',
    );
    expect(fmtDate('2024-02-29', { tooltip: true, asHtml: true })).toBe(
      '<span class="tb-fmt-date tb-fmt-tip" title="Thursday, February 29, 2024">2024-02-29</span>',
    );
    expect(fmtTime(LEAP_DAY, { tooltip: (d) => `${d.getFullYear()} & more`, asHtml: true })).toBe(
      '<span class="tb-fmt-date tb-fmt-tip" title="2024 &amp; more">1:05pm</span>',
    );
    const el = fmtDateTime(LEAP_DAY, { tooltip: true });
    expect(isValidElement(el)).toBe(true);
    const { container } = render(<div>{el}</div>);
    expect(container.querySelector('.tb-fmt-tip')).toHaveAttribute(
      'title',
      'Thursday, February 29, 2024 at 1:05:09 PM',
    );
    expect(container).toHaveTextContent('2024-02-29 1:05pm');
  });

  it('returns text, an element with asElement, or HTML with asHtml', () => {
    expect(typeof fmtDate(LEAP_DAY)).toBe('string');
    expect(isValidElement(fmtDate(LEAP_DAY, { asElement: true }))).toBe(true);
    expect(fmtDate(null, { nullDisplay: '<none>', asHtml: true })).toBe('&lt;none&gt;');
    expect(fmtDate(LEAP_DAY, { fmt: "'<'yyyy'>'", asHtml: true })).toBe('&lt;2024&gt;');
  });

  it('reads local dates and other date-likes', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2024-02-29T00:00')).toBe(false);
    expect(toDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(toDate(LEAP_DAY.getTime())).toEqual(LEAP_DAY);
    expect(toDate('nope')).toBeNull();
  });
});

describe('fmtCompactDate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 5, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const rows: [DateLike | null, Parameters<typeof fmtCompactDate>[1], string][] = [
    [new Date(2024, 5, 15, 9, 30), undefined, '9:30am'],
    ['2024-06-15', undefined, 'Jun 15'],
    [new Date(2024, 2, 1), undefined, 'Mar 1'],
    [new Date(2024, 0, 2), undefined, 'Jan 2'],
    [new Date(2023, 11, 31, 12), undefined, '2023-12-31'],
    [new Date(2024, 10, 30), undefined, 'Nov 30'],
    [new Date(2024, 11, 1), undefined, '2024-12-01'],
    [new Date(2024, 5, 15, 9, 30), { sameDayFmt: 'HH:mm' }, '09:30'],
    [new Date(2024, 5, 15, 9, 30), 'HH:mm', '09:30'],
    [new Date(2024, 2, 1), { nearFmt: 'd MMM' }, '1 Mar'],
    [new Date(2024, 2, 1), { distantThreshold: 1 }, '2024-03-01'],
    [new Date(2020, 2, 1), { distantFmt: 'yyyy' }, '2020'],
    [null, { nullDisplay: '-' }, '-'],
  ];

  it.each(rows)('%s %j → %s', (v, opts, expected) => {
    expect(fmtCompactDate(v, opts)).toBe(expected);
  });
});
