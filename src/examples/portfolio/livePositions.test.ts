import { describe, expect, it } from 'vitest';
import { pushAction } from './livePositions';

const held = { version: 4, dims: ['region', 'sector'] };

describe('pushAction', () => {
  it('applies the next version of the same grouping', () => {
    expect(pushAction(held, { version: 5, dims: ['region', 'sector'] })).toBe('apply');
  });

  it('ignores a version already held or older, and pushes of another grouping', () => {
    expect(pushAction(held, { version: 4, dims: ['region', 'sector'] })).toBe('ignore');
    expect(pushAction(held, { version: 2, dims: ['region', 'sector'] })).toBe('ignore');
    expect(pushAction(held, { version: 5, dims: ['sector', 'region'] })).toBe('ignore');
  });

  it('reloads after a missed push', () => {
    expect(pushAction(held, { version: 7, dims: ['region', 'sector'] })).toBe('reload');
  });

  it('ignores pushes before the first load', () => {
    expect(pushAction({ version: null, dims: ['region'] }, { version: 1, dims: ['region'] })).toBe('ignore');
  });
});
