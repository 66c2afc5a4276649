import { describe, expect, it } from 'vitest';
import { COMPANY_CFG_BOUNDS, CompanyInputSchema } from './companies';
import { parseReadable } from './errors';
import { boundedJson, jsonBytes, jsonDepth } from './jsonBounds';

/** A value `depth` arrays deep, made from its text (building it by recursion would be what is tested). */
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
const company = { name: 'Bounded Ltd', type: 'Public', employees: 1, earningsDate: '2026-01-15' };

describe('boundedJson', () => {
  it('measures depth without recursion, giving up past the limit', () => {
    expect(jsonDepth(1, 32)).toBe(0);
    expect(jsonDepth({ a: [], b: { c: [{}] } }, 32)).toBe(4);
    expect(jsonDepth(nested(32), 32)).toBe(32);
    expect(jsonDepth(nested(100_000), 32)).toBe(33);
    expect(jsonBytes({ é: '𝔘' })).toBe(13);
  });

  it.each([5_000, 100_000])(
    'refuses a config nested %i levels deep with a message, not a stack overflow',
    (depth) => {
      expect(parseReadable(CompanyInputSchema, { ...company, cfg: nested(depth) })).toEqual({
        success: false,
        message: 'Config must nest at most 32 levels deep.',
        field: 'cfg',
      });
    },
  );

  it('takes a config up to 32 levels and 16 kB, and says by how much a bigger one is over', () => {
    expect(parseReadable(CompanyInputSchema, { ...company, cfg: nested(32) }).success).toBe(true);
    expect(parseReadable(CompanyInputSchema, { ...company, cfg: nested(33) })).toMatchObject({
      field: 'cfg',
    });
    // '"…"' is the text's two quotes around it.
    const fits = 'x'.repeat(COMPANY_CFG_BOUNDS.maxBytes - 2);
    expect(parseReadable(CompanyInputSchema, { ...company, cfg: fits }).success).toBe(true);
    expect(parseReadable(CompanyInputSchema, { ...company, cfg: { big: 'é'.repeat(10_445) } })).toEqual({
      success: false,
      message: 'Config must be at most 16 kB as JSON (this is 20.4 kB).',
      field: 'cfg',
    });
  });

  it('still refuses what is not JSON, and what Postgres cannot store', () => {
    const schema = boundedJson('Value', { maxBytes: 100, maxDepth: 2 });
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Value must be JSON.');
    expect(schema.safeParse({ a: 1n }).error?.issues[0]?.message).toBe('Value must be JSON.');
    expect(schema.safeParse([[[1]]]).error?.issues[0]?.message).toBe(
      'Value must nest at most 2 levels deep.',
    );
    expect(parseReadable(CompanyInputSchema, { ...company, cfg: { a: '\u0000' } })).toMatchObject({
      message: 'Config must not contain NUL characters or broken Unicode text.',
    });
  });
});
