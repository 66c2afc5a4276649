import { dirname, resolve } from 'node:path';

/** What the walk needs of the module graph: a module's code (after transforms) and its static imports. */
export interface ModuleGraph {
  code(id: string): string | null | undefined;
  importedIds(id: string): readonly string[];
}

/** An icon's own modules in @phosphor-icons/react (its component and its paths), and the icon's name. */
const ICON_MODULE = /[\\/]@phosphor-icons[\\/]react[\\/]dist[\\/](?:csr|defs)[\\/](\w+)\.es\.js$/;
/** `import { PlusIcon, Gear as GearIcon } from '@phosphor-icons/react'` in a module's code. */
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@phosphor-icons\/react["']/g;

/** `import { a, b as c } from './x'`, `import d, { e } from './x'`, `export { f } from './x'`. */
const NAMED_FROM = /\b(import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `import * as x from './x'`, `export * from './x'`, `import x from './x'`, `import './x'`. */
const WHOLE_FROM =
  /\b(?:import|export)\s*(?:\*\s*(?:as\s+[\w$]+\s*)?from\s*|[\w$]+\s+from\s*)?["']([^"']+)["']/g;

/** Every name in `{ a, b as c, type d }`: with `as`, the name before it (imported) or after it (exported). */
function namesIn(list: string, side: 'before' | 'after'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [before, after] = part.split(/\s+as\s+/);
      return ((side === 'after' ? (after ?? before) : before) ?? '').trim();
    });
}

/** `@toolbox/kit` or `@toolbox/kit/<area>`: the kit's entries, each its package's src/<area>/index.ts. */
const KIT_ENTRY = /^@toolbox\/kit(?:\/(\w+))?$/;

/**
 * The imported module among `candidates` that a specifier written in `from` names, if any: a relative one, or an
 * entry of the kit (the only package whose barrels the walk follows by name).
 */
function resolveSpec(from: string, spec: string, candidates: readonly string[]): string | undefined {
  const kit = KIT_ENTRY.exec(spec);
  if (kit) {
    const entry = `/kit/src/${kit[1] ? `${kit[1]}/` : ''}index.ts`;
    return candidates.find((id) => (id.split('?')[0] ?? id).endsWith(entry));
  }
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  const forms = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((id) => forms.includes(id.split('?')[0] ?? id));
}

/**
 * The names a module imports from one of its imports, or null when it takes the module whole (a namespace or a
 * side-effect import, a default import, or an import the code does not show).
 */
export function namesImported(graph: ModuleGraph, importer: string, imported: string): Set<string> | null {
  const code = graph.code(importer) ?? '';
  const ids = graph.importedIds(importer);
  const names = new Set<string>();
  for (const m of code.matchAll(NAMED_FROM)) {
    if (m[1] === 'import' && resolveSpec(importer, m[3] ?? '', ids) === imported)
      for (const n of namesIn(m[2] ?? '', 'before')) names.add(n);
  }
  for (const m of code.matchAll(WHOLE_FROM)) {
    if (resolveSpec(importer, m[1] ?? '', ids) === imported) return null;
  }
  return names.size ? names : null;
}

/**
 * The modules a barrel (a module that only re-exports) takes the given names from: `export { x } from './a'`
 * names its module; names no such line gives come from its `export * from` modules, all of which are kept.
 */
export function barrelSources(graph: ModuleGraph, barrel: string, names: Set<string>): string[] {
  const code = graph.code(barrel) ?? '';
  const ids = graph.importedIds(barrel);
  const sources = new Set<string>();
  const found = new Set<string>();
  for (const m of code.matchAll(NAMED_FROM)) {
    if (m[1] !== 'export') continue;
    const exported = namesIn(m[2] ?? '', 'after');
    if (!exported.some((n) => names.has(n))) continue;
    const source = resolveSpec(barrel, m[3] ?? '', ids);
    if (!source) return [...ids];
    sources.add(source);
    for (const n of exported) found.add(n);
  }
  const missing = [...names].filter((n) => !found.has(n));
  if (missing.length) {
    const stars: string[] = [];
    for (const m of code.matchAll(/\bexport\s*\*\s*from\s*["']([^"']+)["']/g)) {
      const source = resolveSpec(barrel, m[1] ?? '', ids);
      if (source) stars.push(source);
    }
    const declaring = stars.filter((star) => missing.some((n) => declares(graph.code(star), n)));
    // A name no module declares comes through a further `export *`: keep them all.
    const left = missing.filter((n) => !declaring.some((star) => declares(graph.code(star), n)));
    for (const star of left.length ? stars : declaring) sources.add(star);
  }
  return [...sources];
}

/** Whether a module's code declares an export of that name (`export const name`, `export { name }`, ...). */
function declares(code: string | null | undefined, name: string): boolean {
  if (!code) return false;
  const n = name.replace(/\$/g, '\\$');
  if (
    new RegExp(
      `\\bexport\\s+(?:declare\\s+)?(?:const|let|var|async\\s+function\\*?|function\\*?|class|enum)\\s+${n}\\b`,
    ).test(code)
  )
    return true;
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}/g))
    if (namesIn(m[1] ?? '', 'after').includes(name)) return true;
  return false;
}

/** The names of the icons a module's code imports from the icons' barrel: 'Plus' for PlusIcon. */
function iconsImportedBy(code: string | null | undefined): string[] {
  const names: string[] = [];
  for (const match of code?.matchAll(ICON_IMPORT) ?? []) {
    for (const name of namesIn(match[1] ?? '', 'before')) names.push(name.replace(/Icon$/, ''));
  }
  return names;
}

/**
 * Every module an entry loads at start: what it imports statically, directly or not. Through a barrel, only
 * the modules that give the names imported from it: the kit's barrels re-export a whole area, and following
 * them whole put code only demos use (e.g. the resizable split panel) into the entry's first load. Of the
 * icons' barrel (which imports every icon), only the icons the entry's own modules import.
 */
export function initialModules(
  entry: string,
  graph: ModuleGraph,
  isBarrel: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const icons = new Set<string>();
  const iconModules: string[] = [];
  // A module, or a barrel with the names wanted of it (null: all of it).
  const queue: { id: string; names: Set<string> | null }[] = [{ id: entry, names: null }];
  const barrelNames = new Map<string, Set<string>>();
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const { id, names } = next;
    if (ICON_MODULE.test(id)) {
      iconModules.push(id);
      continue;
    }
    let follow: readonly string[];
    if (isBarrel(id) && names) {
      const seen = barrelNames.get(id) ?? new Set<string>();
      const fresh = new Set([...names].filter((n) => !seen.has(n)));
      if (fresh.size === 0) continue;
      for (const n of fresh) seen.add(n);
      barrelNames.set(id, seen);
      found.add(id);
      follow = barrelSources(graph, id, fresh);
    } else {
      if (found.has(id) && !isBarrel(id)) continue;
      if (isBarrel(id) && barrelNames.get(id)?.has('*')) continue;
      if (isBarrel(id)) barrelNames.set(id, new Set(['*']));
      found.add(id);
      for (const name of iconsImportedBy(graph.code(id))) icons.add(name);
      follow = graph.importedIds(id);
    }
    for (const imported of follow) {
      queue.push({ id: imported, names: isBarrel(imported) ? namesImported(graph, id, imported) : null });
    }
  }
  for (const icon of iconModules) {
    const name = ICON_MODULE.exec(icon)?.[1];
    if (name && icons.has(name)) found.add(icon);
  }
  return found;
}
