import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIZING_MODES, type SizingMode } from './sizingModel';
import { SIZING_TOKENS, type SizingTokens } from './sizingTokens';

const css = readFileSync(resolve(__dirname, 'theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The --tb-* declarations of the blocks of theme.css whose selector is exactly `selector`. */
function declarations(selector: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, sel, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (sel?.trim() !== selector) continue;
    for (const [, name, value] of (body ?? '').matchAll(/(--tb-[\w-]+)\s*:\s*([^;]+);/g))
      if (name && value) found.set(name, value.trim());
  }
  return found;
}

/** The sizing tokens: those the non-default modes set. */
const SIZING_NAMES = new Set(declarations(`:root[data-sizing='large']`).keys());

/** What a mode sets: standard, the default, sets its sizing tokens on :root; the others override them. */
function tokensOf(mode: SizingMode): Map<string, string> {
  if (mode !== 'standard') return declarations(`:root[data-sizing='${mode}']`);
  return new Map([...declarations(':root')].filter(([name]) => SIZING_NAMES.has(name)));
}

const cssName = (key: string) => `--tb-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

describe('sizing tokens', () => {
  it('are the same in script as in theme.css, for every mode', () => {
    for (const mode of SIZING_MODES) {
      const tokens = tokensOf(mode);
      for (const [key, px] of Object.entries(SIZING_TOKENS[mode]))
        expect(tokens.get(cssName(key)), `${mode} ${cssName(key)}`).toBe(`${px}px`);
    }
  });

  it('are all set by every mode, so no mode keeps another one’s value', () => {
    expect(SIZING_NAMES.size).toBeGreaterThan(10);
    for (const mode of SIZING_MODES)
      expect([...tokensOf(mode).keys()].sort(), mode).toEqual([...SIZING_NAMES].sort());
  });

  it('grow from tiny to large', () => {
    const order = ['tiny', 'compact', 'standard', 'large'] as const;
    for (const key of Object.keys(SIZING_TOKENS.standard) as (keyof SizingTokens)[]) {
      const sizes = order.map((mode) => SIZING_TOKENS[mode][key]);
      expect(
        [...sizes].sort((a, b) => a - b),
        key,
      ).toEqual(sizes);
      expect(new Set(sizes).size, key).toBe(sizes.length);
    }
  });
});
