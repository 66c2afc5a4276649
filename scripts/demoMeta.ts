// What the shell's demo search needs from each story file, its title and its docs description, read from the
// source at build time so that searching does not load every demo's code. A Vite plugin serves it as a module:
// `import.meta.glob('/stories/**/*.stories.tsx', { query: '?demo-meta', import: 'default', eager: true })`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { KIT_STORIES_DIR, readKitStories } from './kitStories.ts';
import {
  cachedDiskReader,
  kitLinksOfDemo,
  kitTitlesByName,
  type ImportsMemo,
  type KitLink,
} from './kitUsage.ts';

/** A story file's CSF title and `parameters.docs.description.component`, when they can be read statically. */
export interface DemoMeta {
  title: string | null;
  description: string | null;
}

/** Reads another module of the project, for constants a description imports ('./SomeModel'); null if none. */
export type ModuleReader = (specifier: string, fromFile: string) => { file: string; source: string } | null;

/** What a demo's header shows before its code has come: its meta, and the kit components it uses. */
export interface DemoHeader extends DemoMeta {
  kit: KitLink[];
}

/**
 * `?demo-meta` gives the title and the description, `?demo-title` the title alone. `?demo-header` gives what
 * `?demo-meta` does and the kit components the demo uses (scripts/kitUsage.ts), as a module of its own: one small
 * chunk per story file for the demo's header, while the palette's chunk holds every `?demo-meta`.
 */
const QUERIES = {
  '?demo-meta': '\0demo-meta:',
  '?demo-title': '\0demo-title:',
  '?demo-header': '\0demo-header:',
} as const;
type Query = keyof typeof QUERIES;
const queryOf = (source: string) => (Object.keys(QUERIES) as Query[]).find((q) => source.endsWith(q));
/** How deep the reader follows imported constants (a constant from a module that imports one, ...). */
const MAX_DEPTH = 4;

type Value = string | number | readonly unknown[];
/** A folded expression; `complete` is false when a part could not be worked out (and was left out). */
interface Folded {
  value: Value | null;
  complete: boolean;
}

const UNKNOWN: Folded = { value: null, complete: false };

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (
    ts.isParenthesizedExpression(n) ||
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isTypeAssertionExpression(n) ||
    ts.isNonNullExpression(n)
  ) {
    n = n.expression;
  }
  return n;
}

class ModuleScope {
  private readonly consts = new Map<string, ts.Expression>();
  private readonly imports = new Map<string, { specifier: string; name: string }>();
  readonly defaultExport: ts.Expression | null = null;

  constructor(
    readonly file: string,
    source: string,
    private readonly read: ModuleReader,
    private readonly depth: number,
  ) {
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    for (const stmt of sf.statements) {
      if (ts.isVariableStatement(stmt) && stmt.declarationList.flags & ts.NodeFlags.Const) {
        for (const d of stmt.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.initializer) this.consts.set(d.name.text, d.initializer);
        }
      } else if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
        const bindings = stmt.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) {
            const name = (el.propertyName ?? el.name).text;
            this.imports.set(el.name.text, { specifier: stmt.moduleSpecifier.text, name });
          }
        }
      } else if (ts.isExportAssignment(stmt) && !stmt.isExportEquals) {
        this.defaultExport = stmt.expression;
      }
    }
  }

  /** The object literal an expression stands for (through a const and `satisfies Meta`), if it is one. */
  objectOf(expr: ts.Expression | null): ts.ObjectLiteralExpression | null {
    if (!expr) return null;
    const e = unwrap(expr);
    if (ts.isObjectLiteralExpression(e)) return e;
    if (ts.isIdentifier(e)) return this.objectOf(this.consts.get(e.text) ?? null);
    return null;
  }

  /** The value of a property of an object literal, following a path of nested object literals. */
  property(obj: ts.ObjectLiteralExpression | null, names: readonly string[]): ts.Expression | null {
    let current = obj;
    for (const [i, name] of names.entries()) {
      if (!current) return null;
      let found: ts.Expression | null = null;
      for (const p of current.properties) {
        if (ts.isPropertyAssignment(p) && propertyName(p.name) === name) found = p.initializer;
        else if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) found = p.name;
      }
      if (!found) return null;
      if (i === names.length - 1) return found;
      current = this.objectOf(found);
    }
    return null;
  }

  fold(expr: ts.Expression): Folded {
    const e = unwrap(expr);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e))
      return { value: e.text, complete: true };
    if (ts.isNumericLiteral(e)) return { value: Number(e.text), complete: true };
    if (ts.isArrayLiteralExpression(e)) return { value: e.elements, complete: true };
    if (ts.isTemplateExpression(e)) {
      let text = e.head.text;
      let complete = true;
      for (const span of e.templateSpans) {
        const part = this.fold(span.expression);
        if (part.value == null || Array.isArray(part.value)) complete = false;
        else text += String(part.value);
        complete &&= part.complete;
        text += span.literal.text;
      }
      return { value: text, complete };
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const l = this.fold(e.left);
      const r = this.fold(e.right);
      if (typeof l.value === 'number' && typeof r.value === 'number') {
        return { value: l.value + r.value, complete: l.complete && r.complete };
      }
      const text = (v: Value | null) => (v == null || Array.isArray(v) ? '' : String(v));
      return {
        value: text(l.value) + text(r.value),
        complete: l.complete && r.complete && l.value != null && r.value != null,
      };
    }
    if (ts.isPropertyAccessExpression(e) && e.name.text === 'length') {
      const target = this.fold(e.expression);
      if (typeof target.value === 'string' || Array.isArray(target.value)) {
        return { value: target.value.length, complete: target.complete };
      }
      return UNKNOWN;
    }
    if (ts.isIdentifier(e)) return this.foldName(e.text);
    return UNKNOWN;
  }

  private foldName(name: string): Folded {
    const local = this.consts.get(name);
    if (local) return this.fold(local);
    const imported = this.imports.get(name);
    if (!imported || this.depth >= MAX_DEPTH) return UNKNOWN;
    const mod = this.read(imported.specifier, this.file);
    if (!mod) return UNKNOWN;
    return new ModuleScope(mod.file, mod.source, this.read, this.depth + 1).foldName(imported.name);
  }
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) {
    return name.text;
  }
  return null;
}

/** Collapses the double spaces a left-out part leaves behind. */
const tidy = (text: string) =>
  text
    .replace(/\s{2,}/g, ' ')
    // A space before punctuation ends a clause ('icons .'), not a name ('.txt').
    .replace(/\s+([,.;:)])(?=\s|$)/g, '$1')
    .trim();

/**
 * The title and description of a story file's default export (`const meta = {...} satisfies Meta`), folding
 * string constants, concatenations and template literals, also through imported constants. A part that cannot
 * be worked out statically (a function call) is left out of the description, and its spaces tidied. `exact`
 * keeps a description that could be worked out whole as the story has it (its markdown's paragraphs included),
 * for a demo's header, which the story's own description then replaces.
 */
export function extractDemoMeta(
  source: string,
  file: string,
  read: ModuleReader = () => null,
  { exact = false }: { exact?: boolean } = {},
): DemoMeta {
  const scope = new ModuleScope(file, source, read, 0);
  const meta = scope.objectOf(scope.defaultExport);
  const text = (expr: ts.Expression | null) => {
    if (!expr) return null;
    const { value, complete } = scope.fold(expr);
    if (typeof value !== 'string' || value.trim() === '') return null;
    return exact && complete ? value : tidy(value);
  };
  return {
    title: text(scope.property(meta, ['title'])),
    description: text(scope.property(meta, ['parameters', 'docs', 'description', 'component'])),
  };
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Reads a relative import of a project file from disk, and reports each file read (so it is watched). */
export function diskModuleReader(onRead: (file: string) => void = () => {}): ModuleReader {
  return (specifier, fromFile) => {
    if (!specifier.startsWith('.')) return null;
    const base = path.resolve(path.dirname(fromFile), specifier);
    for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
      try {
        const source = readFileSync(candidate, 'utf8');
        onRead(candidate);
        return { file: candidate, source };
      } catch {
        // Not this candidate: try the next extension.
      }
    }
    return null;
  };
}

/**
 * Serves `<story file>?demo-meta` as `export default { title, description }`, read from the file's source, and
 * `<story file>?demo-title` as `export default title`: the shell's first load needs only the titles (which file
 * holds which demo); the descriptions, 8 kB compressed for all demos, stay in the palette's chunk.
 */
export function demoMetaPlugin(): Plugin {
  let root = process.cwd();
  let files = cachedDiskReader(root);
  /** What each file of the demos imports, parsed once for all the demos that share it. */
  const imports: ImportsMemo = new Map();
  /** Each kit name to its Kit page's title, read once until a Kit story changes. */
  let kitTitles: Map<string, string> | null = null;
  return {
    name: 'toolbox-demo-meta',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      files = cachedDiskReader(root);
    },
    watchChange(id) {
      files.forget(id);
      if (id.split(path.sep).join('/').includes(`/${KIT_STORIES_DIR}/`)) kitTitles = null;
    },
    resolveId(source, importer) {
      const query = queryOf(source);
      if (!query) return null;
      const file = source.slice(0, -query.length);
      const absolute = file.startsWith('/')
        ? path.join(root, file)
        : path.resolve(importer ? path.dirname(importer) : root, file);
      return QUERIES[query] + absolute;
    },
    load(id) {
      const prefix = Object.values(QUERIES).find((p) => id.startsWith(p));
      if (!prefix) return null;
      const file = id.slice(prefix.length);
      this.addWatchFile(file);
      const header = prefix === QUERIES['?demo-header'];
      const meta = extractDemoMeta(
        readFileSync(file, 'utf8'),
        file,
        diskModuleReader((f) => this.addWatchFile(f)),
        { exact: header },
      );
      if (prefix === QUERIES['?demo-title']) return `export default ${JSON.stringify(meta.title)};`;
      if (!header) return `export default ${JSON.stringify(meta)};`;
      kitTitles ??= kitTitlesByName(readKitStories(root));
      const relative = path.relative(root, file).split(path.sep).join('/');
      const read = (f: string) => {
        const source = files.read(f);
        if (source != null) this.addWatchFile(path.join(root, f));
        return source;
      };
      const value: DemoHeader = { ...meta, kit: kitLinksOfDemo(relative, read, kitTitles, imports) };
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
