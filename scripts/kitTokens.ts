// The kit's design tokens (every `--tb-*` custom property), read from its CSS at build time with postcss, for the
// Tokens page of the catalog (stories/kit/Tokens.mdx, through `virtual:kit-tokens`). Nothing is copied by hand:
// a token added to the CSS shows on the page at the next build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** One `--tb-*` declaration as written: where (file, selector) and what. */
export interface TokenDeclaration {
  name: string;
  value: string;
  /** The rule's selector, after the conditions of enclosing at-rules ('@media (…) .x'). */
  selector: string;
  file: string;
}

export type TokenGroup =
  'colour' | 'typography' | 'spacing' | 'size' | 'radius' | 'shadow' | 'z-index' | 'other';

/** A token of the theme (declared on `:root`): its value by default and in each mode that overrides it. */
export interface ThemeToken {
  name: string;
  group: TokenGroup;
  /** Its value by mode label ('default', 'dark', …), as written. */
  values: Record<string, string>;
  /** The same with every `var(--tb-…)` replaced by that token's value in the mode: what the browser uses. */
  resolved: Record<string, string>;
}

/** A `--tb-*` variable a component declares for itself (`.tb-button { --tb-btn-color: … }`). */
export interface ComponentVariable extends TokenDeclaration {
  group: TokenGroup;
  /** Its value with the theme's tokens filled in, by mode label. */
  resolved: Record<string, string>;
}

export interface TokenSheet {
  /** The modes of the theme, 'default' first (the `:root` rule), then each `:root[…]` rule ('dark'). */
  modes: string[];
  tokens: ThemeToken[];
  components: ComponentVariable[];
}

/** Every `--tb-*` declaration of a stylesheet, in source order. */
export function parseTokenDeclarations(css: string, file: string): TokenDeclaration[] {
  const out: TokenDeclaration[] = [];
  postcss.parse(css, { from: file }).walkDecls(/^--tb-/, (decl) => {
    const parts: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent) {
      if (node.type === 'rule') parts.unshift((node as Rule).selector);
      else if (node.type === 'atrule') parts.unshift(`@${(node as AtRule).name} ${(node as AtRule).params}`);
    }
    const selector = parts.join(' ').replace(/\s+/g, ' ');
    out.push({ name: decl.prop, value: decl.value.trim(), selector, file });
  });
  return out;
}

/** The theme's mode a selector stands for: 'default' for `:root`, 'dark' for `:root[data-theme='dark']`. */
export function modeOf(selector: string): string | null {
  if (selector === ':root') return 'default';
  const m = /^:root\[data-([\w-]+)=['"]?([\w-]+)['"]?\]$/.exec(selector);
  if (!m) return null;
  return m[1] === 'theme' ? (m[2] ?? null) : `${m[1]}: ${m[2]}`;
}

const COLOUR =
  /^(#[\da-f]{3,8}|(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(|transparent$|currentcolor$)/i;

/** What a token is about, from its name, or from its value for colours. */
export function groupOf(name: string, resolvedValue: string): TokenGroup {
  const n = name.replace(/^--tb-/, '');
  if (/font|line-height|letter-spacing/.test(n)) return 'typography';
  if (/shadow/.test(n)) return 'shadow';
  if (/radius/.test(n)) return 'radius';
  if (/(^|-)z(-|$)|z-index|layer/.test(n)) return 'z-index';
  if (/gap|space|spacing|padding|margin|inset/.test(n)) return 'spacing';
  if (COLOUR.test(resolvedValue.trim())) return 'colour';
  if (/height|width|size/.test(n)) return 'size';
  return 'other';
}

const VAR = /var\(\s*(--tb-[\w-]+)\s*(?:,\s*([^()]*))?\)/g;

/** A value with each `var(--tb-…)` replaced by the token's value in a mode (its own fallback when it has none). */
export function resolveValue(value: string, lookup: (name: string) => string | undefined, depth = 0): string {
  if (depth > 10) return value;
  return value.replace(VAR, (whole, name: string, fallback: string | undefined) => {
    const found = lookup(name) ?? fallback?.trim();
    return found == null ? whole : resolveValue(found, lookup, depth + 1);
  });
}

/** The token sheet of a set of declarations: the theme's tokens by mode, and the components' own variables. */
export function buildTokenSheet(declarations: readonly TokenDeclaration[]): TokenSheet {
  const modes = ['default'];
  const byName = new Map<string, Record<string, string>>();
  const components: TokenDeclaration[] = [];
  for (const d of declarations) {
    const mode = modeOf(d.selector);
    if (mode == null) {
      components.push(d);
      continue;
    }
    if (!modes.includes(mode)) modes.push(mode);
    byName.set(d.name, { ...byName.get(d.name), [mode]: d.value });
  }
  /** A token's value in a mode: the mode's own, else the default. */
  const lookupIn = (mode: string) => (name: string) => {
    const values = byName.get(name);
    return values?.[mode] ?? values?.default;
  };
  /** A value as the browser uses it in each mode. */
  const resolvedIn = (valueIn: (mode: string) => string) =>
    Object.fromEntries(modes.map((m) => [m, resolveValue(valueIn(m), lookupIn(m))]));
  const tokens = [...byName].map(([name, values]): ThemeToken => {
    const resolved = resolvedIn((m) => values[m] ?? values.default ?? '');
    return { name, group: groupOf(name, resolved.default ?? ''), values, resolved };
  });
  return {
    modes,
    tokens,
    components: components.map((d): ComponentVariable => {
      // A component's variable takes the theme's tokens of each mode.
      const resolved = resolvedIn(() => d.value);
      return { ...d, group: groupOf(d.name, resolved.default ?? ''), resolved };
    }),
  };
}

/** Every stylesheet under a folder, as paths from `root` with forward slashes, sorted. */
function cssFilesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return cssFilesUnder(root, rel);
      return entry.name.endsWith('.css') ? [rel] : [];
    })
    .sort();
}

/** The kit's stylesheets: the theme first (it declares the tokens), then every component's. */
export function kitStylesheets(root: string): string[] {
  const theme = 'packages/kit/src/theme/theme.css';
  return [theme, ...cssFilesUnder(root, 'packages/kit/src').filter((f) => f !== theme)];
}

const VIRTUAL_ID = 'virtual:kit-tokens';

/** Serves `virtual:kit-tokens`: `export default <TokenSheet>` of the kit's stylesheets, read when it is built. */
export function kitTokensPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'toolbox-kit-tokens',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const declarations = kitStylesheets(root).flatMap((file) => {
        const absolute = path.join(root, file);
        this.addWatchFile(absolute);
        return parseTokenDeclarations(readFileSync(absolute, 'utf8'), file);
      });
      return `export default ${JSON.stringify(buildTokenSheet(declarations))};`;
    },
  };
}
