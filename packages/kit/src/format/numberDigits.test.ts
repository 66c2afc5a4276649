import { describe, expect, it } from 'vitest';
import { formatDigits } from './numberDigits';

/** What Intl writes for a value without its sign, rounded to a whole number (what formatDigits did always). */
const intl = (value: number, withCommas: boolean) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: withCommas }).format(
    Math.abs(value),
  );

describe('formatDigits of whole numbers', () => {
  it('writes what Intl writes, for values of every size, halves and values next to them included', () => {
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      0.49999999999999994,
      999.5,
      999.4999999,
      1000,
      9999.5,
      99999.5,
      123456.5,
      4503599627370495.5,
      4503599627370497,
      999999999999999,
      999999999999999.9,
      1e15,
      1.5e15,
      2 ** 53 + 2,
      1e21,
      1e22,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
    ];
    let seed = 11;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 16807) % 2147483647;
      const magnitude = 10 ** (seed % 17);
      values.push(((seed % 2000001) - 1000000) * (magnitude / 1e6) + (seed % 3 === 0 ? 0.5 : 0));
    }
    for (const v of values) {
      for (const withCommas of [true, false]) {
        const digits = formatDigits(v, { precision: 0, withCommas, omitFourDigitComma: false });
        expect([v, digits]).toEqual([v, intl(v, withCommas)]);
      }
    }
  });

  it('drops the comma of four-digit whole numbers when asked', () => {
    const opts = { precision: 0, withCommas: true, omitFourDigitComma: true } as const;
    expect(formatDigits(1265, opts)).toBe('1265');
    expect(formatDigits(-9999.4, opts)).toBe('9999');
    expect(formatDigits(9999.5, opts)).toBe('10,000');
    expect(formatDigits(999, opts)).toBe('999');
    expect(formatDigits(12650, { precision: 'auto', withCommas: true, omitFourDigitComma: true })).toBe(
      '12,650',
    );
  });
});
