// The React components the kit exports, with their props as Storybook's props tables show them
// (react-docgen-typescript with the options of scripts/kitDocgen.ts), read with the TypeScript compiler from the
// package's root entry. The coverage test of the catalog (tests/unit/kitCatalog.test.ts) checks them against the
// Kit stories.
import path from 'node:path';
import { Parser } from 'react-docgen-typescript';
import ts from 'typescript';
import { KIT_DOCGEN_OPTIONS } from './kitDocgen.ts';

/** One prop of a component, as its props table shows it. */
export interface KitProp {
  name: string;
  description: string;
  required: boolean;
  defaultValue: string | null;
}

/** A component the kit exports. */
export interface KitComponent {
  /** Its export name, 'Button'. */
  name: string;
  /** The kit's area it is declared in: the folder under packages/kit/src ('button'). */
  area: string;
  description: string;
  props: KitProp[];
}

export const KIT_ROOT_ENTRY = 'packages/kit/src/index.ts';

/**
 * Whether an exported value is a React component: named with a capital (as JSX requires) and either a function
 * of at most (props, ref) that returns an element, a node or a portal, or a class with `props` and `render`.
 * Models, stores and hooks are left out by this: a model is a class without `render`, a hook's name is lower case.
 */
function isComponent(name: string, type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  const returnsElement = (s: ts.Signature) =>
    s.parameters.length <= 2 &&
    /\b(Element|ReactNode|ReactPortal)\b/.test(checker.typeToString(s.getReturnType()));
  const isClassComponent = (s: ts.Signature) => {
    const instance = s.getReturnType();
    return instance.getProperty('render') != null && instance.getProperty('props') != null;
  };
  return (
    type.getCallSignatures().some(returnsElement) || type.getConstructSignatures().some(isClassComponent)
  );
}

/** The project's compiler options (tsconfig.json at `root`). */
export function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** Every component the kit's root entry exports, sorted by area then name, with its documented props. */
export function readKitComponents(root: string): KitComponent[] {
  const entry = path.join(root, KIT_ROOT_ENTRY);
  const program = ts.createProgram([entry], compilerOptions(root));
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) throw new Error(`Cannot read the kit's entry ${KIT_ROOT_ENTRY}`);
  const parser = new Parser(program, KIT_DOCGEN_OPTIONS);
  const kitSources = path.join(root, 'packages/kit/src') + path.sep;

  const components: KitComponent[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration;
    if (!declaration || !(symbol.flags & ts.SymbolFlags.Value)) continue;
    const name = exported.getName();
    if (!isComponent(name, checker.getTypeOfSymbolAtLocation(symbol, declaration), checker)) continue;
    const source = declaration.getSourceFile();
    const file = path.normalize(source.fileName);
    const area = file.startsWith(kitSources) ? (file.slice(kitSources.length).split(path.sep)[0] ?? '') : '';
    const doc = parser.getComponentInfo(symbol, source);
    const props = Object.values(doc?.props ?? {}).map((p): KitProp => ({
      name: p.name,
      description: p.description.trim(),
      required: p.required,
      defaultValue: p.defaultValue == null ? null : String((p.defaultValue as { value: unknown }).value),
    }));
    components.push({ name, area, description: doc?.description.trim() ?? '', props });
  }
  return components.sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
}
