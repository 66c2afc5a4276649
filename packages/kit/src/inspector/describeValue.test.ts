import { describe, expect, it } from 'vitest';
import { describeValue, MAX_CHILDREN } from './describeValue';

class PinPadModel {
  digits = '12';
}

describe('describeValue', () => {
  it('shows primitives as typed leaves', () => {
    expect(describeValue('hi')).toEqual({ kind: 'leaf', type: 'string', text: '"hi"' });
    expect(describeValue(4.5)).toEqual({ kind: 'leaf', type: 'number', text: '4.5' });
    expect(describeValue(false)).toEqual({ kind: 'leaf', type: 'boolean', text: 'false' });
    expect(describeValue(null)).toEqual({ kind: 'leaf', type: 'null', text: 'null' });
    expect(describeValue(undefined)).toEqual({ kind: 'leaf', type: 'undefined', text: 'undefined' });
    expect(describeValue(function onComplete() {})).toEqual({
      kind: 'leaf',
      type: 'function',
      text: 'ƒ onComplete()',
    });
  });

  it('shows dates, errors and long strings compactly', () => {
    expect(describeValue(new Date(0))).toEqual({
      kind: 'leaf',
      type: 'other',
      text: '1970-01-01T00:00:00.000Z',
    });
    expect(describeValue(new TypeError('bad'))).toEqual({
      kind: 'leaf',
      type: 'other',
      text: 'TypeError: bad',
    });
    const long = describeValue('x'.repeat(500));
    expect(long.kind === 'leaf' && long.text.length).toBe(203);
  });

  it('lists the children of objects, class instances, arrays, maps and sets', () => {
    expect(describeValue({ a: 1, b: [2] })).toEqual({
      kind: 'branch',
      summary: '{2 keys}',
      children: [
        ['a', 1],
        ['b', [2]],
      ],
    });
    expect(describeValue(new PinPadModel())).toMatchObject({ summary: 'PinPadModel {1 key}' });
    expect(describeValue(['x', 'y'])).toMatchObject({
      summary: 'Array(2)',
      children: [
        ['0', 'x'],
        ['1', 'y'],
      ],
    });
    expect(describeValue(new Map([['k', 1]]))).toMatchObject({ summary: 'Map(1)', children: [['k', 1]] });
    expect(describeValue(new Set(['s']))).toMatchObject({ summary: 'Set(1)', children: [['0', 's']] });
  });

  it('cuts very long lists short with a note of how many more', () => {
    const view = describeValue(Array.from({ length: MAX_CHILDREN + 5 }, (_, i) => i));
    expect(view.kind === 'branch' && view.children.at(-1)).toEqual(['…', '5 more']);
    expect(view.kind === 'branch' && view.children.length).toBe(MAX_CHILDREN + 1);
  });
});
