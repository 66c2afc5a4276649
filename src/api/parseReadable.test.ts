// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CompanyInputSchema } from './companies';
import { parseReadable, readableErrorMap } from './errors';
import { LoginRequestSchema } from './schemas';
import { taskCreateSchema } from './todo';

/** What parseReadable answered when it parsed once, with the error map: its answers must not change. */
function parsedWithMap(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data, { error: readableErrorMap });
  if (result.success) return { success: true, data: result.data };
  const path = result.error.issues[0]?.path;
  return {
    success: false,
    message: [...new Set(result.error.issues.map((i) => i.message))].join(' ') || 'The request is not valid.',
    ...(path?.length ? { field: path.map(String).join('.') } : {}),
  };
}

const SCHEMAS = [
  ['login', LoginRequestSchema, { username: 'demo', password: 'demo' }],
  ['company', CompanyInputSchema, { name: 'Co', type: 'Public', employees: 1, earningsDate: '2026-01-15' }],
  ['task', taskCreateSchema('2026-01-01'), { description: 'Task', dueDate: '2026-01-15' }],
] as const;

describe('parseReadable', () => {
  it.each(SCHEMAS)('answers as a parse with the error map does, for any %s body', (_, schema, valid) => {
    const body = fc.oneof(
      fc.constant(valid),
      fc
        .tuple(fc.constantFrom(...Object.keys(valid)), fc.jsonValue({ maxDepth: 2 }))
        .map(([key, value]) => ({ ...valid, [key]: value })),
      fc.dictionary(fc.constantFrom(...Object.keys(valid), 'extra'), fc.jsonValue({ maxDepth: 2 })),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(body, (data) => {
        expect(parseReadable(schema, data)).toEqual(parsedWithMap(schema, data));
      }),
      { numRuns: 300 },
    );
  });

  it('parses accepted data once, without the error map; refused data again, for readable messages', () => {
    const schema = z.object({ name: z.string() });
    const parse = vi.spyOn(schema, 'safeParse');
    expect(parseReadable(schema, { name: 'a' })).toEqual({ success: true, data: { name: 'a' } });
    expect(parse.mock.calls).toEqual([[{ name: 'a' }]]);
    parse.mockClear();
    expect(parseReadable(schema, {})).toEqual({
      success: false,
      message: 'Name is required.',
      field: 'name',
    });
    expect(parse.mock.calls).toEqual([[{}], [{}, { error: readableErrorMap }]]);
  });
});
