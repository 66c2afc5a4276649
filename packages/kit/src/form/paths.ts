/** Reads the value at a dotted path ('references.0.name') of an object. */
export function getAtPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** The path of the object holding a field: 'references.0' for 'references.0.name', '' for 'name'. */
export function parentPath(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(0, dot);
}

/** The last part of a path: 'name' for 'references.0.name'. */
export function leafName(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** A copy of plain objects and arrays, all the way down; other objects (Date, File) are kept as they are. */
export function cloneValues<V>(v: V): V {
  if (Array.isArray(v)) return v.map(cloneValues) as V;
  if (v != null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cloneValues(x)])) as V;
  }
  return v;
}

/**
 * Moves the paths under a list after a removed row up by one, and drops those of the row itself: after
 * removing row 1 of 'refs', 'refs.2.name' becomes 'refs.1.name' and 'refs.1.name' goes.
 */
export function shiftRowPaths(paths: readonly string[], list: string, removed: number): string[] {
  const prefix = `${list}.`;
  const out: string[] = [];
  for (const p of paths) {
    if (!p.startsWith(prefix)) {
      out.push(p);
      continue;
    }
    const [index, ...rest] = p.slice(prefix.length).split('.');
    const i = Number(index);
    if (i === removed) continue;
    out.push(i > removed ? [list, i - 1, ...rest].join('.') : p);
  }
  return out;
}
