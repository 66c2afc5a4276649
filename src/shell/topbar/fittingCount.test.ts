import { describe, expect, it } from 'vitest';
import { fittingCount } from './TabSwitcher';

describe('fittingCount', () => {
  it('shows every tab when all fit', () => {
    expect(fittingCount([100, 100, 100], 300)).toBe(3);
  });
  it('leaves room for the overflow menu when they do not', () => {
    expect(fittingCount([100, 100, 100], 299)).toBe(2);
    expect(fittingCount([100, 100, 100], 150)).toBe(0);
  });
});
