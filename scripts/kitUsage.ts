// Which kit components each demo uses, worked out at build time from its imports: the demo's story file and every
// file it reaches through relative imports within the demos' own code (stories/, and src/examples/ for the
// example apps), collecting the names imported from '@toolbox/kit…'. Each name documented by a Kit story maps to
// that story's page. The /app demo header lists them (scripts/demoMeta.ts, `?demo-header`); each Kit page in
// Storybook lists the demos that use its component (`virtual:kit-usage`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import {
  isKitSpecifier,
  KIT_STORIES_DIR,
  readKitStories,
  readKitStory,
  storyFilesUnder,
  type KitStoryFile,
} from './kitStories.ts';

/** A kit component a demo uses, and the title of the Kit story that documents it: ['Button', 'Kit/Button/Button']. */
export type KitLink = [name: string, kitTitle: string];

/** Reads a project file by its path from the root ('stories/other/ButtonsPanel.tsx'); null when there is none. */
export type SourceReader = (file: string) => string | null;

/** The folders whose files belong to a demo: relative imports are followed within them only. */
export const DEMO_CODE_DIRS = ['stories', 'src/examples'];

const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** What one module imports: names from the kit, and its relative imports (as written). */
export interface ModuleImports {
  kitNames: string[];
  relative: string[];
}

/** What each file imports, kept while its source is the same: many demos share the files of stories/common. */
export type ImportsMemo = Map<string, { source: string; imports: ModuleImports }>;

/** What one module imports: names from the kit, and its relative imports (as written). */
export function importsOf(source: string, file: string): ModuleImports {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const kitNames: string[] = [];
  const relative: string[] = [];
  const visit = (node: ts.Node) => {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      specifier = node.arguments[0];
    if (specifier && ts.isStringLiteral(specifier)) {
      const from = specifier.text;
      if (from.startsWith('.')) relative.push(from);
      else if (isKitSpecifier(from)) kitNames.push(...namesFromKit(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { kitNames, relative };
}

/** The kit's export names a declaration takes (`import { A as B }` takes A), types left out. */
function namesFromKit(node: ts.Node): string[] {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements.filter((el) => !el.isTypeOnly).map((el) => (el.propertyName ?? el.name).text);
  }
  if (
    ts.isExportDeclaration(node) &&
    !node.isTypeOnly &&
    node.exportClause &&
    ts.isNamedExports(node.exportClause)
  ) {
    return node.exportClause.elements
      .filter((el) => !el.isTypeOnly)
      .map((el) => (el.propertyName ?? el.name).text);
  }
  return [];
}

/** A relative import resolved to a file of the demos' code, or null (outside it, a stylesheet, not found). */
function resolveRelative(specifier: string, fromFile: string, read: SourceReader): string | null {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  if (!DEMO_CODE_DIRS.some((dir) => base.startsWith(`${dir}/`)) || /\.(css|json|svg|png)$/.test(base))
    return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && read(candidate) != null) return candidate;
  }
  return null;
}

/** Every name a demo's story file and the files it reaches import from the kit, sorted, each once. */
export function kitNamesOfDemo(
  storyFile: string,
  read: SourceReader,
  memo: ImportsMemo = new Map(),
): string[] {
  const names = new Set<string>();
  const seen = new Set<string>([storyFile]);
  const queue = [storyFile];
  for (let file = queue.shift(); file != null; file = queue.shift()) {
    const source = read(file);
    if (source == null) continue;
    let known = memo.get(file);
    if (known?.source !== source) {
      known = { source, imports: importsOf(source, file) };
      memo.set(file, known);
    }
    const { kitNames, relative } = known.imports;
    for (const n of kitNames) names.add(n);
    for (const spec of relative) {
      const target = resolveRelative(spec, file, read);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...names].sort();
}

/**
 * Each kit name to the title of the Kit story documenting it. A story's own `component` wins over a story that
 * lists the name among several (`parameters.kit.components`).
 */
export function kitTitlesByName(stories: readonly KitStoryFile[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const main of [true, false]) {
    for (const s of stories) {
      if (!s.title) continue;
      for (const [i, name] of s.components.entries()) {
        if ((i === 0) === main && !byName.has(name)) byName.set(name, s.title);
      }
    }
  }
  return byName;
}

/** The Kit pages of the components a demo uses. */
export function kitLinksOfDemo(
  storyFile: string,
  read: SourceReader,
  titles: Map<string, string>,
  memo?: ImportsMemo,
): KitLink[] {
  return kitNamesOfDemo(storyFile, read, memo).flatMap((name): KitLink[] => {
    const title = titles.get(name);
    return title ? [[name, title]] : [];
  });
}

/** Each Kit page's title to the titles of the demos using its component, in the order of the demos' files. */
export function demosByKitTitle(root: string, read: SourceReader): Record<string, string[]> {
  const titles = kitTitlesByName(readKitStories(root));
  const demos = storyFilesUnder(root, 'stories').filter((f) => !f.startsWith(`${KIT_STORIES_DIR}/`));
  const usage: Record<string, string[]> = {};
  const memo: ImportsMemo = new Map();
  for (const file of demos.sort()) {
    const demoTitle = readKitStory(read(file) ?? '', file).title;
    if (!demoTitle) continue;
    for (const [, kitTitle] of kitLinksOfDemo(file, read, titles, memo)) {
      const list = (usage[kitTitle] ??= []);
      if (!list.includes(demoTitle)) list.push(demoTitle);
    }
  }
  return usage;
}

/** Reads project files from disk, each once per build (until `forget` says it changed); `onRead` on each read. */
export function cachedDiskReader(root: string, onRead: (absolute: string) => void = () => {}) {
  const cache = new Map<string, string | null>();
  const read: SourceReader = (file) => {
    if (!cache.has(file)) {
      const absolute = path.join(root, file);
      let source: string | null = null;
      try {
        source = readFileSync(absolute, 'utf8');
        onRead(absolute);
      } catch {
        // Not a file (a candidate extension that does not exist).
      }
      cache.set(file, source);
    }
    return cache.get(file) ?? null;
  };
  return {
    read,
    forget: (absolute: string) => cache.delete(path.relative(root, absolute).split(path.sep).join('/')),
  };
}

const VIRTUAL_ID = 'virtual:kit-usage';

/**
 * Serves `virtual:kit-usage`: `export default { [kitTitle]: demoTitle[] }`, for the "Used in demos" list of the
 * Kit pages in Storybook (.storybook/KitDocsPage.tsx).
 */
export function kitUsagePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'toolbox-kit-usage',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const { read } = cachedDiskReader(root, (f) => this.addWatchFile(f));
      return `export default ${JSON.stringify(demosByKitTitle(root, read))};`;
    },
  };
}
