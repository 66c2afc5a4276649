/** How the Inspector shows one value: a leaf with its text, or a branch with its children. */
export type ValueView =
  | { kind: 'leaf'; type: LeafType; text: string }
  | { kind: 'branch'; summary: string; children: [key: string, value: unknown][] };

export type LeafType = 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'function' | 'other';

const MAX_STRING = 200;
/** Children listed per branch; the rest are summarised in one line. */
export const MAX_CHILDREN = 100;

/** A class name worth showing: minified builds rename classes to a letter or two. */
function className(value: object): string | null {
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor
    ?.name;
  return name && name !== 'Object' && name.length > 2 ? name : null;
}

function quote(s: string): string {
  const cut = s.length > MAX_STRING ? `${s.slice(0, MAX_STRING)}…` : s;
  return JSON.stringify(cut);
}

function limited(children: [string, unknown][], total: number): [string, unknown][] {
  if (total <= MAX_CHILDREN) return children;
  return [...children.slice(0, MAX_CHILDREN), ['…', `${total - MAX_CHILDREN} more`]];
}

/** Describes any value of a model's state for the tree: primitives, arrays, maps, sets, dates, errors, objects. */
export function describeValue(value: unknown): ValueView {
  if (value === null) return { kind: 'leaf', type: 'null', text: 'null' };
  switch (typeof value) {
    case 'string':
      return { kind: 'leaf', type: 'string', text: quote(value) };
    case 'number':
    case 'bigint':
      return { kind: 'leaf', type: 'number', text: String(value) };
    case 'boolean':
      return { kind: 'leaf', type: 'boolean', text: String(value) };
    case 'undefined':
      return { kind: 'leaf', type: 'undefined', text: 'undefined' };
    case 'function':
      return { kind: 'leaf', type: 'function', text: `ƒ ${value.name || 'anonymous'}()` };
    case 'symbol':
      return { kind: 'leaf', type: 'other', text: value.toString() };
  }
  const obj = value as object;
  if (obj instanceof Date) {
    return {
      kind: 'leaf',
      type: 'other',
      text: Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString(),
    };
  }
  if (obj instanceof Error) {
    return { kind: 'leaf', type: 'other', text: `${obj.name}: ${obj.message}` };
  }
  if (obj instanceof RegExp) return { kind: 'leaf', type: 'other', text: String(obj) };
  if (Array.isArray(obj)) {
    const children = obj.slice(0, MAX_CHILDREN).map((v, i): [string, unknown] => [String(i), v]);
    return { kind: 'branch', summary: `Array(${obj.length})`, children: limited(children, obj.length) };
  }
  if (obj instanceof Map) {
    const children = [...obj.entries()]
      .slice(0, MAX_CHILDREN)
      .map(([k, v]): [string, unknown] => [typeof k === 'string' ? k : String(k), v]);
    return { kind: 'branch', summary: `Map(${obj.size})`, children: limited(children, obj.size) };
  }
  if (obj instanceof Set) {
    const children = [...obj].slice(0, MAX_CHILDREN).map((v, i): [string, unknown] => [String(i), v]);
    return { kind: 'branch', summary: `Set(${obj.size})`, children: limited(children, obj.size) };
  }
  const keys = Object.keys(obj);
  const children = keys
    .slice(0, MAX_CHILDREN)
    .map((k): [string, unknown] => [k, (obj as Record<string, unknown>)[k]]);
  const name = className(obj);
  const size = `${keys.length} ${keys.length === 1 ? 'key' : 'keys'}`;
  return {
    kind: 'branch',
    summary: name ? `${name} {${size}}` : `{${size}}`,
    children: limited(children, keys.length),
  };
}
