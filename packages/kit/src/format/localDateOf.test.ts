import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { localDateOf } from './localDateOf';

describe('localDateOf', () => {
  it("gives the local day as date-fns' 'yyyy-MM-dd' does", () => {
    const dates = [
      new Date(2026, 0, 1, 0, 0, 0),
      new Date(2026, 11, 31, 23, 59, 59, 999),
      new Date(2024, 1, 29, 12),
      new Date(999, 4, 7),
      new Date('2025-06-30T23:30:00Z'),
    ];
    for (const d of dates) expect(localDateOf(d)).toBe(format(d, 'yyyy-MM-dd'));
  });
});
