import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearLocalState, readLocalState, writeLocalState } from './localState';

const Schema = z.object({ version: z.literal(1), name: z.string() });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('local state', () => {
  it('writes, reads back through the schema and clears', () => {
    expect(writeLocalState('k', { version: 1, name: 'grid' })).toBe(true);
    expect(readLocalState('k', Schema)).toEqual({ version: 1, name: 'grid' });
    clearLocalState('k');
    expect(readLocalState('k', Schema)).toBeNull();
  });

  it('reads null for another shape or text that is not JSON', () => {
    localStorage.setItem('old', JSON.stringify({ version: 0, name: 'grid' }));
    localStorage.setItem('bad', '{not json');
    expect(readLocalState('old', Schema)).toBeNull();
    expect(readLocalState('bad', Schema)).toBeNull();
    expect(readLocalState('missing', Schema)).toBeNull();
  });

  it('reports a full or blocked storage instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(writeLocalState('k', { version: 1, name: 'x' })).toBe(false);
    expect(readLocalState('k', Schema)).toBeNull();
    expect(() => clearLocalState('k')).not.toThrow();
  });
});
