// The models the kit exports (GridModel, Store, FormModel, …), read with the TypeScript compiler from the
// package's root entry: each one's constructor config (the properties of its first parameter) and its public
// properties and methods, with their TSDoc. The Kit model pages (stories/kit/<area>/<Model>.mdx, through
// `virtual:kit-models` and stories/kit/common/ModelDoc.tsx) show them, and tests/unit/kitModels.test.ts checks
// that each has a page and a description of every config property and public member. Nothing is listed by
// hand: a model added to the kit, or a config property or member added to one, shows at the next build.
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { compilerOptions, KIT_ROOT_ENTRY } from './kitComponents.ts';

/** One property of a model's constructor config. */
export interface ModelConfigProp {
  name: string;
  /** Its type as written in the source ('SelectionMode', `'top' | 'left'`). */
  type: string;
  required: boolean;
  /** What its TSDoc gives as the default (`@default`, or a '(default …)' in its text); null when it says none. */
  defaultValue: string | null;
  description: string;
}

/** One public member of a model's instance. */
export interface ModelMember {
  name: string;
  /** 'getter' for a computed, read-only property (`get activeTab()`). */
  kind: 'property' | 'getter' | 'method';
  /** A property's type, or a method's signature ('(id: string): void'; overloads one per line). */
  signature: string;
  readonly: boolean;
  description: string;
  /** The class it is declared in when it is inherited (DashCanvasModel's members from DashModel). */
  inheritedFrom: string | null;
  /**
   * Whether its description is the config property's of the same name: a property that holds what the config
   * set (`switcherPosition`) and has no TSDoc of its own reads as that property does, rather than as nothing.
   */
  describedByConfig: boolean;
}

/** A model class the kit exports. */
export interface KitModel {
  /** Its export name, 'GridModel'. */
  name: string;
  /** The kit's area it is declared in: the folder under packages/kit/src ('grid'). */
  area: string;
  /** Its file, from the project root. */
  file: string;
  /** Its type parameters as written ('<T extends object = Record<string, unknown>, R = T>'), or ''. */
  typeParameters: string;
  abstract: boolean;
  description: string;
  /** The constructor's parameters as written ('config: GridConfig<T, R>'). */
  constructorSignature: string;
  /** The name of the config's type as written ('GridConfig<T, R>'); null when the first parameter is no object. */
  configType: string | null;
  config: ModelConfigProp[];
  members: ModelMember[];
}

/**
 * Whether an exported name is a model: a class the kit names as one ('…Model') or its data store (`Store`). The
 * other classes (errors, indexes, clients, a record's row) are tools a model uses, documented where they are.
 */
export const isModelName = (name: string): boolean => /^[A-Z]\w*Model$/.test(name) || name === 'Store';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The doc comment of a symbol as text (its tags left out). */
function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

/**
 * The quoted value or the words after 'default', up to the end of their clause: a ';', ',' or ')' outside
 * brackets, or a full stop ending the sentence ('the grid's (30 in standard mode)').
 */
function defaultPhrase(rest: string): string | null {
  const quoted = /^(['"`]).*?\1/.exec(rest);
  if (quoted) return quoted[0];
  let depth = 0;
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (
      depth === 0 &&
      (c === ';' || c === ',' || c === ')' || (c === '.' && /\s|$/.test(rest.charAt(i + 1) || '')))
    ) {
      end = i;
      break;
    }
  }
  return rest.slice(0, end).trim() || null;
}

/**
 * The default a property's TSDoc documents: its `@default` tag, else a clause starting with 'default'
 * ('Where the switcher sits (default 'top')', 'Default 'single'.', '…; default 'No records found...'').
 */
export function documentedDefault(description: string, tags: readonly ts.JSDocTagInfo[] = []): string | null {
  const tag = tags.find((t) => t.name === 'default' || t.name === 'defaultValue');
  if (tag?.text) return ts.displayPartsToString(tag.text).trim();
  const m = /(?:^|\(|[.;]\s+)default:?\s+(.*)$/is.exec(description);
  return m?.[1] ? defaultPhrase(m[1]) : null;
}

const isOwnDeclaration = (d: ts.Declaration) => !d.getSourceFile().fileName.includes('node_modules');

/** Whether a member is public: neither `private` nor `protected`, no `#name`, nor marked `@internal`. */
function isPublic(symbol: ts.Symbol): boolean {
  const decl = symbol.declarations?.[0];
  if (!decl || symbol.getName().startsWith('#') || symbol.getName() === 'constructor') return false;
  const flags = ts.getCombinedModifierFlags(decl);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
  return !ts.getJSDocTags(decl).some((t) => t.tagName.text === 'internal');
}

/** The type of a declaration as written in the source when it has one, else as the compiler infers it. */
function writtenType(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const decl = symbol.declarations?.[0];
  if (decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) {
    if (decl.type) return oneLine(decl.type.getText());
  }
  if (decl && ts.isGetAccessorDeclaration(decl) && decl.type) return oneLine(decl.type.getText());
  const type = checker.getTypeOfSymbol(symbol);
  return checker.typeToString(type, decl, ts.TypeFormatFlags.NoTruncation);
}

/**
 * The properties of a config type: of each plain object type of a union (`boolean | SideBarConfig`). Functions
 * and instances of classes (TreeCheckModel's Store) are what the model works on, not its config.
 */
function configProps(type: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const nonNull = checker.getNonNullableType(type);
  const parts = nonNull.isUnion() ? nonNull.types : [nonNull];
  const isClassInstance = (t: ts.Type) => !!((t.getSymbol()?.flags ?? 0) & ts.SymbolFlags.Class);
  const objects = parts.filter(
    (t) =>
      (t.flags & ts.TypeFlags.Object || t.isIntersection()) &&
      t.getCallSignatures().length === 0 &&
      !isClassInstance(t),
  );
  const byName = new Map<string, ts.Symbol>();
  for (const t of objects) for (const p of checker.getPropertiesOfType(t)) byName.set(p.getName(), p);
  return [...byName.values()];
}

function readConfig(
  signature: ts.Signature | undefined,
  checker: ts.TypeChecker,
): Pick<KitModel, 'configType' | 'config'> {
  const first = signature?.getParameters()[0];
  const decl = first?.valueDeclaration;
  if (!first || !decl || !ts.isParameter(decl)) return { configType: null, config: [] };
  const props = configProps(checker.getTypeOfSymbol(first), checker).filter((p) =>
    (p.declarations ?? []).some(isOwnDeclaration),
  );
  if (props.length === 0) return { configType: null, config: [] };
  return {
    configType: decl.type ? oneLine(decl.type.getText()) : null,
    config: props.map((p): ModelConfigProp => {
      const description = docOf(p, checker);
      return {
        name: p.getName(),
        type: writtenType(p, checker),
        required: !(p.flags & ts.SymbolFlags.Optional),
        defaultValue: documentedDefault(description, p.getJsDocTags(checker)),
        description,
      };
    }),
  };
}

function readMember(symbol: ts.Symbol, owner: string, checker: ts.TypeChecker): ModelMember {
  const decl = symbol.declarations?.[0] as ts.Declaration;
  const declaredIn = decl.parent && ts.isClassLike(decl.parent) ? (decl.parent.name?.text ?? owner) : owner;
  const inheritedFrom = declaredIn === owner ? null : declaredIn;
  const description = docOf(symbol, checker);
  if (symbol.flags & ts.SymbolFlags.Method) {
    const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
    const signature = signatures
      .map((s) => oneLine(checker.signatureToString(s, decl, ts.TypeFormatFlags.NoTruncation)))
      .join('\n');
    return {
      name: symbol.getName(),
      kind: 'method',
      signature,
      readonly: true,
      description,
      inheritedFrom,
      describedByConfig: false,
    };
  }
  const getter = !!(symbol.flags & ts.SymbolFlags.GetAccessor);
  const readonly = getter
    ? !(symbol.flags & ts.SymbolFlags.SetAccessor)
    : !!(ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Readonly);
  return {
    name: symbol.getName(),
    kind: getter ? 'getter' : 'property',
    signature: writtenType(symbol, checker),
    readonly,
    description,
    inheritedFrom,
    describedByConfig: false,
  };
}

/**
 * A constructor parameter as a reader wants it: without its modifiers (`private readonly store`), and a
 * destructured config by a name (`config: PinPadConfig = {}`).
 */
function parameterText(p: ts.ParameterDeclaration): string {
  const name = ts.isIdentifier(p.name) ? p.name.text : 'config';
  const type = p.type ? `: ${oneLine(p.type.getText())}` : '';
  return `${p.dotDotDotToken ? '...' : ''}${name}${p.questionToken ? '?' : ''}${type}${p.initializer ? ` = ${oneLine(p.initializer.getText())}` : ''}`;
}

/** Every model the kit's root entry exports, sorted by area then name. */
export function readKitModels(root: string): KitModel[] {
  const entry = path.join(root, KIT_ROOT_ENTRY);
  const program = ts.createProgram([entry], compilerOptions(root));
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) throw new Error(`Cannot read the kit's entry ${KIT_ROOT_ENTRY}`);
  const kitSources = path.join(root, 'packages/kit/src') + path.sep;

  const models: KitModel[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (!isModelName(name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.valueDeclaration;
    if (!decl || !ts.isClassDeclaration(decl)) continue;
    const file = path.normalize(decl.getSourceFile().fileName);
    const area = file.startsWith(kitSources) ? (file.slice(kitSources.length).split(path.sep)[0] ?? '') : '';
    const staticType = checker.getTypeOfSymbolAtLocation(symbol, decl);
    const construct = staticType.getConstructSignatures()[0];
    const ctor = decl.members.find(ts.isConstructorDeclaration);
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const config = readConfig(construct, checker);
    const configDoc = new Map(config.config.map((p) => [p.name, p.description]));
    const members = checker
      .getPropertiesOfType(instance)
      .filter(isPublic)
      .map((symbol): ModelMember => {
        const m = readMember(symbol, name, checker);
        const fromConfig = m.kind !== 'method' && !m.description ? configDoc.get(m.name) : undefined;
        return fromConfig ? { ...m, description: fromConfig, describedByConfig: true } : m;
      });
    const typeParameters = decl.typeParameters
      ? `<${decl.typeParameters.map((p) => oneLine(p.getText())).join(', ')}>`
      : '';
    models.push({
      name,
      area,
      file: path.relative(root, file).split(path.sep).join('/'),
      typeParameters,
      abstract: !!(ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Abstract),
      description: docOf(symbol, checker),
      constructorSignature: ctor ? ctor.parameters.map(parameterText).join(', ') : '',
      ...config,
      // Properties, then computed properties, then methods: each group in the order of the source.
      members: [
        ...members.filter((m) => m.kind === 'property'),
        ...members.filter((m) => m.kind === 'getter'),
        ...members.filter((m) => m.kind === 'method'),
      ],
    });
  }
  return models.sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
}

/** The title of a model's page: `Kit/<Area>/<Model>`, its area capitalised as the Kit stories do ('Kit/Grid/GridModel'). */
export const modelPageTitle = (model: Pick<KitModel, 'name' | 'area'>): string =>
  `Kit/${model.area.charAt(0).toUpperCase()}${model.area.slice(1)}/${model.name}`;

const VIRTUAL_ID = 'virtual:kit-models';

/** Serves `virtual:kit-models`: `export default <KitModel[]>` of the kit's sources, read when it is built. */
export function kitModelsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'toolbox-kit-models',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const models = readKitModels(root);
      for (const m of models) this.addWatchFile(path.join(root, m.file));
      return `export default ${JSON.stringify(models)};`;
    },
  };
}
