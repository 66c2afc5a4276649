// The Kit stories (stories/kit/<area>/<Component>.stories.tsx) as read from their source: their title, the kit
// components each documents and whether it has Controls. Read by the coverage test of the catalog and by the
// build-time links between the demos and the Kit pages (scripts/kitUsage.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a Kit story file says about itself. */
export interface KitStoryFile {
  /** Path from the project root, with forward slashes: 'stories/kit/button/Button.stories.tsx'. */
  file: string;
  /** Its CSF title, 'Kit/Button/Button'; null when it is not a plain string. */
  title: string | null;
  /** The kit's export names it documents: its meta's `component`, and `parameters.kit.components`. */
  components: string[];
  /** Whether its meta or one of its stories has `args` or `argTypes` (what the Controls panel shows). */
  hasControls: boolean;
  /**
   * What the page documents when it is a part of the kit's API other than a component (`parameters.kit.subject`,
   * 'element factories'); null when it documents components.
   */
  subject: string | null;
}

/** Where the Kit stories live, from the project root. */
export const KIT_STORIES_DIR = 'stories/kit';

/** Whether an import specifier is the kit, by its name: '@toolbox/kit' or '@toolbox/kit/<area>'. */
export const isKitSpecifier = (specifier: string): boolean => /^@toolbox\/kit(\/[\w-]+)?$/.test(specifier);

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n))
    n = n.expression;
  return n;
}

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** The value of a property of an object literal (`a.b.c` as ['a', 'b', 'c']), through const identifiers. */
function property(
  obj: ts.Expression | null,
  names: readonly string[],
  consts: Map<string, ts.Expression>,
): ts.Expression | null {
  let current: ts.Expression | null = obj;
  for (const name of names) {
    const literal = current && objectOf(current, consts);
    if (!literal) return null;
    current = null;
    for (const p of literal.properties) {
      if (ts.isPropertyAssignment(p) && propertyName(p.name) === name) current = p.initializer;
      else if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) current = p.name;
    }
  }
  return current;
}

function objectOf(
  expr: ts.Expression,
  consts: Map<string, ts.Expression>,
): ts.ObjectLiteralExpression | null {
  const e = unwrap(expr);
  if (ts.isObjectLiteralExpression(e)) return e;
  const target = ts.isIdentifier(e) ? consts.get(e.text) : undefined;
  return target ? objectOf(target, consts) : null;
}

/** Reads one Kit story file's source. */
export function readKitStory(source: string, file: string): KitStoryFile {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  /** Local name → the kit's export name, for names imported from the kit. */
  const kitImports = new Map<string, string>();
  const storyExports: ts.Expression[] = [];
  let metaExpr: ts.Expression | null = null;
  for (const stmt of sf.statements) {
    if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const bindings = stmt.importClause?.namedBindings;
      if (isKitSpecifier(stmt.moduleSpecifier.text) && bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) kitImports.set(el.name.text, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isVariableStatement(stmt)) {
      const exported = stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const d of stmt.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        consts.set(d.name.text, d.initializer);
        if (exported) storyExports.push(d.initializer);
      }
    } else if (ts.isExportAssignment(stmt) && !stmt.isExportEquals) {
      metaExpr = stmt.expression;
    }
  }
  const meta = metaExpr ? objectOf(metaExpr, consts) : null;
  const titleExpr = property(meta, ['title'], consts);
  const title =
    titleExpr && ts.isStringLiteralLike(unwrap(titleExpr))
      ? (unwrap(titleExpr) as ts.StringLiteral).text
      : null;

  const components: string[] = [];
  const add = (expr: ts.Expression | null) => {
    const e = expr && unwrap(expr);
    const name = e && ts.isIdentifier(e) ? kitImports.get(e.text) : undefined;
    if (name && !components.includes(name)) components.push(name);
  };
  add(property(meta, ['component'], consts));
  const listed = property(meta, ['parameters', 'kit', 'components'], consts);
  if (listed && ts.isArrayLiteralExpression(unwrap(listed))) {
    for (const el of (unwrap(listed) as ts.ArrayLiteralExpression).elements) add(el);
  }

  const controlled = (obj: ts.Expression | null) =>
    property(obj, ['args'], consts) != null || property(obj, ['argTypes'], consts) != null;
  const hasControls = controlled(meta) || storyExports.some(controlled);
  const subjectExpr = property(meta, ['parameters', 'kit', 'subject'], consts);
  const subject =
    subjectExpr && ts.isStringLiteralLike(unwrap(subjectExpr))
      ? (unwrap(subjectExpr) as ts.StringLiteral).text
      : null;
  return { file, title, components, hasControls, subject };
}

/** Every `*.stories.tsx` under a folder, as paths from `root` with forward slashes. */
export function storyFilesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return storyFilesUnder(root, rel);
    return entry.name.endsWith('.stories.tsx') ? [rel] : [];
  });
}

/** Every Kit story file of the project at `root`. */
export function readKitStories(root: string): KitStoryFile[] {
  return storyFilesUnder(root, KIT_STORIES_DIR).map((file) =>
    readKitStory(readFileSync(path.join(root, file), 'utf8'), file),
  );
}
