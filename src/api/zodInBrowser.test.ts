import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './zodInBrowser';

describe('zod in the browser', () => {
  const FunctionBefore = globalThis.Function;
  afterAll(() => {
    globalThis.Function = FunctionBefore;
  });

  it('parses without probing for eval, which a CSP without unsafe-eval reports as a violation', () => {
    expect(z.config().jitless).toBe(true);
    const probe = vi.fn();
    // Any `new Function(...)` now fails the test instead of compiling.
    globalThis.Function = new Proxy(FunctionBefore, {
      construct: (...args) => {
        probe(args);
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
    });
    const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
    expect(schema.parse({ id: 1, name: 'x', tags: ['a'] })).toEqual({ id: 1, name: 'x', tags: ['a'] });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
