import { describe, expect, it } from 'vitest';
import type { ZoneLimits } from './types';
import {
  canAddField,
  canRemoveField,
  mappingProblems,
  normalizeMappings,
  setZoneFieldLabel,
  toggleZoneField,
  zoneLimitHint,
} from './zoneMappings';

const LIMITS: ZoneLimits = {
  tl: { min: 1, max: 1, only: ['company', 'city'] },
  tr: { max: 1 },
  bl: { max: 2 },
};
const FIELDS = ['company', 'city', 'pnl', 'date'];
const label = (f: string) => f[0]?.toUpperCase() + f.slice(1);

describe('normalizeMappings', () => {
  it('makes every zone a list of {field, showLabel}', () => {
    expect(normalizeMappings({ tl: 'company', bl: ['city', { field: 'pnl', showLabel: true }] })).toEqual({
      tl: [{ field: 'company', showLabel: false }],
      tr: [],
      bl: [
        { field: 'city', showLabel: false },
        { field: 'pnl', showLabel: true },
      ],
      br: [],
    });
    expect(normalizeMappings({ tr: { field: 'date' }, br: null }).tr).toEqual([
      { field: 'date', showLabel: false },
    ]);
  });
});

describe('mappingProblems', () => {
  it('is empty for mappings within the limits', () => {
    expect(mappingProblems(normalizeMappings({ tl: 'city', tr: 'pnl' }), LIMITS, FIELDS)).toEqual([]);
  });

  it('names unknown and disallowed fields, doubles, and counts out of bounds', () => {
    const problems = mappingProblems(
      normalizeMappings({ tl: 'pnl', tr: ['pnl', 'date'], bl: ['nope', 'city', 'city'] }),
      LIMITS,
      FIELDS,
    );
    expect(problems).toContain("tl: field 'pnl' not allowed");
    expect(problems).toContain('tr: takes at most 1 field(s)');
    expect(problems).toContain("bl: unknown field 'nope'");
    expect(problems).toContain('bl: a field is listed twice');
    expect(mappingProblems(normalizeMappings({}), LIMITS, FIELDS)).toEqual(['tl: needs at least 1 field(s)']);
  });
});

describe('toggleZoneField', () => {
  const start = normalizeMappings({ tl: 'company', tr: 'pnl', bl: ['city'] });

  it('adds at the end and removes, within max', () => {
    const added = toggleZoneField(start, 'bl', 'date', true, LIMITS);
    expect(added.bl.map((f) => f.field)).toEqual(['city', 'date']);
    expect(canAddField(added, 'bl', LIMITS)).toBe(false);
    expect(toggleZoneField(added, 'bl', 'pnl', true, LIMITS)).toBe(added);
    expect(toggleZoneField(added, 'bl', 'city', false, LIMITS).bl.map((f) => f.field)).toEqual(['date']);
    expect(start.bl).toHaveLength(1);
  });

  it('keeps a zone at its minimum, and swaps the field of a single-choice zone', () => {
    expect(canRemoveField(start, 'tl', LIMITS)).toBe(false);
    expect(toggleZoneField(start, 'tl', 'company', false, LIMITS)).toBe(start);
    expect(toggleZoneField(start, 'tl', 'city', true, LIMITS).tl).toEqual([
      { field: 'city', showLabel: false },
    ]);
    expect(toggleZoneField(start, 'tl', 'pnl', true, LIMITS)).toBe(start);
  });

  it('refuses a second field in a zone of at most one until the first is cleared', () => {
    expect(toggleZoneField(start, 'tr', 'date', true, LIMITS)).toBe(start);
    const cleared = toggleZoneField(start, 'tr', 'pnl', false, LIMITS);
    expect(cleared.tr).toEqual([]);
    expect(toggleZoneField(cleared, 'tr', 'date', true, LIMITS).tr.map((f) => f.field)).toEqual(['date']);
  });

  it('shows and hides labels', () => {
    expect(setZoneFieldLabel(start, 'bl', 'city', true).bl).toEqual([{ field: 'city', showLabel: true }]);
  });
});

describe('zoneLimitHint', () => {
  it('says what a limit asks, and when a zone is full or at its minimum', () => {
    expect(zoneLimitHint(LIMITS.tl, 1, label)).toEqual({
      text: 'Exactly 1 field: Company or City only.',
      status: null,
    });
    expect(zoneLimitHint(LIMITS.tr, 1, label)).toEqual({
      text: 'Up to 1 field.',
      status: 'Limit reached: clear the field to pick another.',
    });
    expect(zoneLimitHint(LIMITS.tr, 0, label).status).toBeNull();
    expect(zoneLimitHint({ max: 4 }, 4, label)).toEqual({
      text: 'Up to 4 fields.',
      status: 'Limit reached: clear one to pick another.',
    });
    expect(zoneLimitHint({ min: 2 }, 2, label)).toEqual({
      text: 'At least 2 fields.',
      status: '2 fields required.',
    });
    expect(zoneLimitHint({ min: 1, max: 3 }, 2, label).text).toBe('1 to 3 fields.');
    expect(zoneLimitHint(undefined, 5, label)).toEqual({ text: 'Any number of fields.', status: null });
    expect(zoneLimitHint({ only: ['a', 'b', 'c'] }, 0, label).text).toBe(
      'Any number of fields: A, B or C only.',
    );
  });
});
