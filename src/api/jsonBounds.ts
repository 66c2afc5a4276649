import { z } from 'zod';

/** How big a JSON value a client may send in one field: bytes of its compact JSON text, and nesting. */
export interface JsonBounds {
  /** Most UTF-8 bytes of `JSON.stringify(value)`. */
  maxBytes: number;
  /** Most levels of arrays and objects inside one another (a scalar is 0, `{}` 1, `{"a": []}` 2). */
  maxDepth: number;
}

/**
 * How deep `value` nests, counted without recursion and given up as soon as it passes `limit` (then a number
 * above it): a value nested 100,000 levels deep costs no stack, and no more than `limit` levels of one branch.
 */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, above] = top;
    if (node === null || typeof node !== 'object') continue;
    const depth = above + 1;
    if (depth > limit) return depth;
    deepest = Math.max(deepest, depth);
    for (const child of Array.isArray(node) ? node : Object.values(node))
      if (child !== null && typeof child === 'object') stack.push([child, depth]);
  }
  return deepest;
}

/** UTF-8 bytes of a JSON value's compact text. Call only on a value of bounded depth (JSON.stringify recurses). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

/** A size in kB for people: '16 kB', '20.4 kB'. */
function kB(bytes: number): string {
  return `${Number((bytes / 1024).toFixed(1)).toLocaleString('en-US')} kB`;
}

const JsonValueSchema = z.json();

/**
 * Any JSON value within `bounds`, checked in that order: nesting first (without recursion), then that it is JSON,
 * then its size (zod's JSON check recurses: a value 5,000 levels deep overflowed the stack there). `label` names
 * the field in messages, e.g. "Config must be at most 16 kB as JSON (this is 20.4 kB)."
 */
export function boundedJson(label: string, bounds: JsonBounds) {
  return z.custom<z.core.util.JSONType>().superRefine((value, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message, continue: false });
    if (jsonDepth(value, bounds.maxDepth) > bounds.maxDepth)
      return refuse(`${label} must nest at most ${bounds.maxDepth} levels deep.`);
    if (!JsonValueSchema.safeParse(value).success) return refuse(`${label} must be JSON.`);
    const bytes = jsonBytes(value);
    if (bytes > bounds.maxBytes)
      refuse(`${label} must be at most ${kB(bounds.maxBytes)} as JSON (this is ${kB(bytes)}).`);
  });
}
