import { isValidElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fmtNumber, fmtNumberTooltip, type NumberFormatOptions } from './fmtNumber';

type Row = [value: number | null | undefined, opts: NumberFormatOptions, expected: string];

/** Options that keep the output plain text, so each row can be read as a string. */
const text = (opts: NumberFormatOptions = {}): NumberFormatOptions => ({ forceLedgerAlign: false, ...opts });

describe('fmtNumber as text', () => {
  const cases: Record<string, Row[]> = {
    'precision auto picks places by size, trimming zeros': [
      [1234567.891, {}, '1,234,568'],
      [1234.5678, {}, '1,234.57'],
      [12.3456789, {}, '12.3457'],
      [0.00123456, {}, '0.001235'],
      [1.5, {}, '1.5'],
      [-1.5, {}, '-1.5'],
      [0, {}, '0'],
      [1.23456e14, {}, '123,456,000,000,000'],
      [Infinity, {}, '∞'],
    ],
    'a fixed precision rounds half away from zero, clamped to 0..12': [
      [1.5, { precision: 2 }, '1.50'],
      [2.5, { precision: 0 }, '3'],
      [-2.5, { precision: 0 }, '-3'],
      [123450, { precision: 0 }, '123,450'],
      [1 / 3, { precision: 12 }, '0.333333333333'],
      [1 / 3, { precision: 15 }, '0.333333333333'],
      [2.5, { precision: -3 }, '3'],
      [1.23456, { precision: 3.9 }, '1.235'],
    ],
    'zeroPad: true pads to the precision, false trims, a number pads to at least that many': [
      [1.5, { precision: 2, zeroPad: false }, '1.5'],
      [1.5, { precision: 4, zeroPad: true }, '1.5000'],
      [1.2, { precision: 4, zeroPad: 2 }, '1.20'],
      [1.234, { precision: 4, zeroPad: 2 }, '1.234'],
      [1.23456, { precision: 4, zeroPad: 2 }, '1.2346'],
      [1.5, { precision: 2, zeroPad: 5 }, '1.50'],
      [1.5, { zeroPad: true }, '1.5000'],
      [1, { precision: 3, zeroPad: 0 }, '1'],
    ],
    'withCommas and omitFourDigitComma': [
      [1234567, { withCommas: false }, '1234567'],
      [1265, { omitFourDigitComma: true }, '1265'],
      [-1265, { omitFourDigitComma: true }, '-1265'],
      [12650, { omitFourDigitComma: true }, '12,650'],
      [1265.5, { omitFourDigitComma: true }, '1,265.5'],
      [1265.5, { omitFourDigitComma: true, precision: 0 }, '1266'],
      [1265, { omitFourDigitComma: false }, '1,265'],
    ],
    'withPlusSign marks positives only': [
      [5, { withPlusSign: true }, '+5'],
      [-5, { withPlusSign: true }, '-5'],
      [0, { withPlusSign: true }, '0'],
    ],
    'ledger puts negatives in parentheses': [
      [-1234.5, text({ ledger: true, precision: 2 }), '(1,234.50)'],
      [5, text({ ledger: true }), '5'],
      [5, text({ ledger: true, withPlusSign: true }), '+5'],
      [-0.0012, text({ ledger: true, precision: 2 }), '(0.00)'],
    ],
    'prefix goes between the sign and the digits': [
      [-1234.5, { prefix: '$', precision: 2 }, '-$1,234.50'],
      [1234.5, { prefix: '$', precision: 2, withPlusSign: true }, '+$1,234.50'],
      [-1234.5, text({ prefix: '$', precision: 2, ledger: true }), '($1,234.50)'],
    ],
    'a label without a class is plain text after the digits': [
      [5, { label: 'm', labelClassName: null }, '5m'],
      [-5, text({ label: 'bps', labelClassName: null, ledger: true }), '(5bps)'],
      [5, { label: true, labelClassName: null }, '5'],
    ],
    'nullDisplay stands in for null, undefined and NaN': [
      [null, {}, ''],
      [undefined, {}, ''],
      [null, { nullDisplay: '-' }, '-'],
      [undefined, { nullDisplay: 'n/a' }, 'n/a'],
      [NaN, { nullDisplay: '-' }, '-'],
    ],
    'zeroDisplay and strictZero': [
      [0, { zeroDisplay: '--' }, '--'],
      [0.0001, { precision: 2, zeroDisplay: '--' }, '0.00'],
      [0.0001, { precision: 2, zeroDisplay: '--', strictZero: false }, '--'],
      [-0.0001, { precision: 2 }, '-0.00'],
      [-0.0001, { precision: 2, strictZero: false }, '0.00'],
      [0.0001, { precision: 2, withPlusSign: true }, '+0.00'],
      [0.0001, { precision: 2, withPlusSign: true, strictZero: false }, '0.00'],
    ],
  };

  for (const [name, rows] of Object.entries(cases)) {
    it.each(rows)(`${name}: %s %j → %s`, (value, opts, expected) => {
      const result = fmtNumber(value, opts);
      expect(typeof result).toBe('string');
      expect(result).toBe(expected);
    });
  }
});

describe('fmtNumber as HTML', () => {
  const rows: Row[] = [
    [5, { colorSpec: true }, '<span class="tb-fmt-number tb-fmt-pos">5</span>'],
    [-5, { colorSpec: true }, '<span class="tb-fmt-number tb-fmt-neg">-5</span>'],
    [0, { colorSpec: true }, '<span class="tb-fmt-number tb-fmt-neutral">0</span>'],
    [
      -0.0001,
      { colorSpec: true, precision: 2, strictZero: false },
      '<span class="tb-fmt-number tb-fmt-neutral">0.00</span>',
    ],
    [5, { colorSpec: false }, '5'],
    [
      5,
      { colorSpec: { pos: { color: '#00aa00' }, neg: { color: '#cc0000' }, neutral: { color: '#999999' } } },
      '<span class="tb-fmt-number" style="color:#00aa00">5</span>',
    ],
    [
      -5,
      { colorSpec: { pos: { color: '#00aa00' }, neg: { color: '#cc0000' }, neutral: { color: '#999999' } } },
      '<span class="tb-fmt-number" style="color:#cc0000">-5</span>',
    ],
    [
      0,
      { colorSpec: { pos: { color: '#00aa00' }, neg: { color: '#cc0000' }, neutral: { color: '#999999' } } },
      '<span class="tb-fmt-number" style="color:#999999">0</span>',
    ],
    [5, { colorSpec: { pos: 'up', neg: 'down' } }, '<span class="tb-fmt-number up">5</span>'],
    [0, { colorSpec: { pos: 'up', neg: 'down' } }, '<span class="tb-fmt-number">0</span>'],
    [5, { withSignGlyph: true }, '▲5'],
    [-5, { withSignGlyph: true }, '▼5'],
    [0, { withSignGlyph: true }, '<span class="tb-fmt-hidden">▲</span>0'],
    [-5, { withSignGlyph: true, ledger: true }, '(▼5)'],
    [5, { ledger: true }, '5<span class="tb-fmt-hidden">)</span>'],
    [5, { ledger: true, forceLedgerAlign: false }, '5'],
    [-5, { ledger: true }, '(5)'],
    [5, { label: 'k' }, '5<span class="tb-fmt-label">k</span>'],
    [5, { label: 'k', labelClassName: 'units' }, '5<span class="units">k</span>'],
    [
      1234.5678,
      { precision: 0, tooltip: true },
      '<span class="tb-fmt-number tb-fmt-tip" title="1,234.5678">1,235</span>',
    ],
    [
      -1234.5,
      { precision: 0, ledger: true, forceLedgerAlign: false, tooltip: true },
      '<span class="tb-fmt-number tb-fmt-tip" title="(1,234.5)">(1,235)</span>',
    ],
    [
      7,
      { tooltip: (v) => `exactly ${v} <units>` },
      '<span class="tb-fmt-number tb-fmt-tip" title="exactly 7 &lt;units&gt;">7</span>',
    ],
    [null, { nullDisplay: '<none>' }, '&lt;none&gt;'],
    [0, { zeroDisplay: '-' }, '-'],
    [5, { prefix: '<b>' }, '&lt;b&gt;5'],
  ];

  it.each(rows)('%s %j → %s', (value, opts, expected) => {
    expect(fmtNumber(value, { ...opts, asHtml: true })).toBe(expected);
  });
});

describe('fmtNumber as a React element', () => {
  it('returns text when no markup is needed and an element when it is', () => {
    expect(typeof fmtNumber(5)).toBe('string');
    expect(isValidElement(fmtNumber(5, { colorSpec: true }))).toBe(true);
    expect(isValidElement(fmtNumber(5, { withSignGlyph: true }))).toBe(true);
    expect(isValidElement(fmtNumber(5, { ledger: true }))).toBe(true);
    expect(isValidElement(fmtNumber(5, { label: 'k' }))).toBe(true);
    expect(isValidElement(fmtNumber(5, { tooltip: true }))).toBe(true);
    expect(isValidElement(fmtNumber(5, { asElement: true }))).toBe(true);
  });

  it('renders sign colours, glyphs, labels, ledger spacers and tooltips', () => {
    const { container } = render(
      <div>
        {fmtNumber(-1234.5, { colorSpec: true, ledger: true, precision: 2, label: 'k' })}
        {fmtNumber(42, { colorSpec: { pos: { color: '#00aa00' } }, withSignGlyph: true })}
        {fmtNumber(3.14159, { tooltip: true, precision: 2, asElement: true })}
      </div>,
    );
    const [neg, pos, tip] = Array.from(container.querySelectorAll<HTMLElement>('.tb-fmt-number'));
    expect(neg).toHaveClass('tb-fmt-neg');
    expect(neg).toHaveTextContent('(1,234.50k)');
    expect(neg?.querySelector('.tb-fmt-label')).toHaveTextContent('k');
    expect(pos).toHaveStyle({ color: 'rgb(0, 170, 0)' });
    expect(pos).toHaveTextContent('▲42');
    expect(tip).toHaveAttribute('title', '3.14159');
    expect(tip).toHaveTextContent('3.14');
  });

  it('keeps positive ledger values aligned with a hidden parenthesis', () => {
    const { container } = render(<div>{fmtNumber(5, { ledger: true })}</div>);
    expect(container.querySelector('.tb-fmt-hidden')).toHaveTextContent(')');
  });
});

describe('fmtNumberTooltip', () => {
  it('shows full precision without padding', () => {
    expect(fmtNumberTooltip(1234567.891234)).toBe('1,234,567.891234');
    expect(fmtNumberTooltip(-2, { ledger: true })).toBe('(2)');
    expect(fmtNumberTooltip(null)).toBe('');
  });
});
