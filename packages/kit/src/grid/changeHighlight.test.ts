import { describe, expect, it } from 'vitest';
import { CHANGED_DOWN_CLASS, CHANGED_UP_CLASS, ChangeDirections } from './changeHighlight';

describe('ChangeDirections', () => {
  it('has no direction for a value seen once', () => {
    expect(new ChangeDirections().classFor({}, 5)).toBeUndefined();
  });

  it('says up after a rise and down after a fall, per row', () => {
    const dirs = new ChangeDirections();
    const a = {};
    const b = {};
    dirs.classFor(a, 5);
    dirs.classFor(b, 5);
    expect(dirs.classFor(a, 7)).toBe(CHANGED_UP_CLASS);
    expect(dirs.classFor(b, 3)).toBe(CHANGED_DOWN_CLASS);
    expect(dirs.classFor(a, 6)).toBe(CHANGED_DOWN_CLASS);
  });

  it('keeps the last direction while the value stays (a redraw on scroll changes nothing)', () => {
    const dirs = new ChangeDirections();
    const row = {};
    dirs.classFor(row, 1);
    dirs.classFor(row, 2);
    expect(dirs.classFor(row, 2)).toBe(CHANGED_UP_CLASS);
  });

  it('gives no direction to a change to or from a value that is not a number', () => {
    const dirs = new ChangeDirections();
    const row = {};
    dirs.classFor(row, null);
    expect(dirs.classFor(row, 4)).toBeUndefined();
    expect(dirs.classFor(row, 'n/a')).toBeUndefined();
  });
});
