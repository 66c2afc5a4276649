import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE_BUTTONS, DEFAULT_RANGE_SELECTED, matchingButton, rangeOf } from './rangeSelector';

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const data = { min: day(2016, 1, 4), max: day(2025, 12, 31) };
const button = (text: string) => {
  const b = DEFAULT_RANGE_BUTTONS.find((x) => x.text === text);
  if (!b) throw new Error(text);
  return b;
};

describe('range selector', () => {
  it('offers 1m, 3m, 6m, YTD, 1y and All, one year selected at first', () => {
    expect(DEFAULT_RANGE_BUTTONS.map((b) => b.text)).toEqual(['1m', '3m', '6m', 'YTD', '1y', 'All']);
    expect(DEFAULT_RANGE_BUTTONS[DEFAULT_RANGE_SELECTED]?.text).toBe('1y');
  });

  it('counts ranges back from the last point of the data', () => {
    expect(rangeOf(button('1y'), data)).toEqual({ min: day(2024, 12, 31), max: data.max });
    expect(rangeOf(button('6m'), data)).toEqual({ min: day(2025, 7, 1), max: data.max });
    expect(rangeOf(button('YTD'), data)).toEqual({ min: day(2025, 1, 1), max: data.max });
    expect(rangeOf(button('All'), data)).toEqual(data);
  });

  it('never reaches before the data', () => {
    expect(rangeOf(button('1y'), { min: day(2025, 6, 1), max: day(2025, 12, 31) }).min).toBe(day(2025, 6, 1));
  });

  it('finds the button of a range, or none', () => {
    expect(matchingButton(DEFAULT_RANGE_BUTTONS, { min: day(2025, 1, 1), max: data.max }, data)).toBe(3);
    expect(matchingButton(DEFAULT_RANGE_BUTTONS, { min: day(2025, 1, 2), max: data.max }, data)).toBeNull();
  });
});
