// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildTokenSheet,
  groupOf,
  kitStylesheets,
  modeOf,
  parseTokenDeclarations,
  resolveValue,
} from '../../scripts/kitTokens';

const THEME = `
  :root {
    color-scheme: light;
    --tb-font-size: 13px;
    --tb-bg: #ffffff;
    --tb-fg: #1b2733;
    --tb-primary: #1f6fc5;
    --tb-shadow: 0 2px 8px rgba(16, 42, 67, 0.12);
  }
  :root[data-theme='dark'] {
    --tb-bg: #1c232b;
    --tb-primary: #4a94e6;
  }
`;
const BUTTON = `
  .tb-button { --tb-btn-color: var(--tb-fg); padding: 0 10px; }
  @media (hover: hover) {
    .tb-button.tb-intent-primary,
    .tb-button.tb-intent-x { --tb-btn-soft: color-mix(in srgb, var(--tb-primary) 10%, var(--tb-missing, transparent)); }
  }
`;

describe('parseTokenDeclarations', () => {
  it('reads every --tb-* declaration with its selector, at-rules included, and nothing else', () => {
    expect(parseTokenDeclarations(BUTTON, 'Button.css')).toEqual([
      { name: '--tb-btn-color', value: 'var(--tb-fg)', selector: '.tb-button', file: 'Button.css' },
      {
        name: '--tb-btn-soft',
        value: 'color-mix(in srgb, var(--tb-primary) 10%, var(--tb-missing, transparent))',
        selector: '@media (hover: hover) .tb-button.tb-intent-primary, .tb-button.tb-intent-x',
        file: 'Button.css',
      },
    ]);
  });
});

describe('modeOf, groupOf and resolveValue', () => {
  it('knows the theme’s rules by their selector', () => {
    expect(modeOf(':root')).toBe('default');
    expect(modeOf(":root[data-theme='dark']")).toBe('dark');
    expect(modeOf(':root[data-size="compact"]')).toBe('size: compact');
    expect(modeOf('.tb-button')).toBeNull();
    expect(modeOf(':root .tb-button')).toBeNull();
  });

  it('groups tokens by their name, and colours by their value', () => {
    expect(groupOf('--tb-font-size', '13px')).toBe('typography');
    expect(groupOf('--tb-shadow-lg', '0 1px red')).toBe('shadow');
    expect(groupOf('--tb-radius', '4px')).toBe('radius');
    expect(groupOf('--tb-z-popup', '1000')).toBe('z-index');
    expect(groupOf('--tb-gap', '8px')).toBe('spacing');
    expect(groupOf('--tb-mask-bg', 'rgba(255, 255, 255, 0.65)')).toBe('colour');
    expect(groupOf('--tb-btn-color', 'color-mix(in srgb, #fff 90%, #000)')).toBe('colour');
    expect(groupOf('--tb-control-height', '28px')).toBe('size');
    expect(groupOf('--tb-grid-check-icon', 'url("x.svg")')).toBe('other');
  });

  it('fills in variables, through chains and fallbacks, and leaves unknown ones as written', () => {
    const values: Record<string, string> = { '--tb-a': 'var(--tb-b)', '--tb-b': '#123456' };
    const lookup = (n: string) => values[n];
    expect(resolveValue('0 1px var(--tb-a)', lookup)).toBe('0 1px #123456');
    expect(resolveValue('var(--tb-none, red)', lookup)).toBe('red');
    expect(resolveValue('var(--tb-none)', lookup)).toBe('var(--tb-none)');
  });
});

describe('buildTokenSheet', () => {
  const sheet = buildTokenSheet([
    ...parseTokenDeclarations(THEME, 'theme.css'),
    ...parseTokenDeclarations(BUTTON, 'Button.css'),
  ]);

  it('gives each token of the theme its value by default and in each mode that overrides it', () => {
    expect(sheet.modes).toEqual(['default', 'dark']);
    expect(sheet.tokens.map((t) => [t.name, t.group])).toEqual([
      ['--tb-font-size', 'typography'],
      ['--tb-bg', 'colour'],
      ['--tb-fg', 'colour'],
      ['--tb-primary', 'colour'],
      ['--tb-shadow', 'shadow'],
    ]);
    expect(sheet.tokens.find((t) => t.name === '--tb-primary')).toMatchObject({
      values: { default: '#1f6fc5', dark: '#4a94e6' },
      resolved: { default: '#1f6fc5', dark: '#4a94e6' },
    });
    // Not overridden: the dark theme uses the default.
    expect(sheet.tokens.find((t) => t.name === '--tb-fg')).toMatchObject({
      values: { default: '#1b2733' },
      resolved: { default: '#1b2733', dark: '#1b2733' },
    });
  });

  it('resolves the variables of components with the tokens of each mode', () => {
    expect(sheet.components.map((c) => [c.name, c.group, c.resolved])).toEqual([
      ['--tb-btn-color', 'colour', { default: '#1b2733', dark: '#1b2733' }],
      [
        '--tb-btn-soft',
        'colour',
        {
          default: 'color-mix(in srgb, #1f6fc5 10%, transparent)',
          dark: 'color-mix(in srgb, #4a94e6 10%, transparent)',
        },
      ],
    ]);
  });
});

describe("the kit's stylesheets", () => {
  it('put every --tb-* custom property they declare on the Tokens page', () => {
    const files = kitStylesheets(process.cwd());
    expect(files[0]).toBe('packages/kit/src/theme/theme.css');
    const sources = files.map((f) => [f, readFileSync(f, 'utf8')] as const);
    const sheet = buildTokenSheet(sources.flatMap(([f, css]) => parseTokenDeclarations(css, f)));
    // Counted apart from the parser: each `--tb-…:` that starts a declaration.
    const declared = sources.flatMap(([, css]) =>
      [...css.matchAll(/[;{\s](--tb-[\w-]+)\s*:/g)].map((m) => m[1]),
    );
    const shown = [
      ...sheet.tokens.flatMap((t) => Object.keys(t.values).map(() => t.name)),
      ...sheet.components.map((c) => c.name),
    ];
    expect(shown.sort()).toEqual(declared.sort());
    // The sizing modes set their tokens again on `:root[data-sizing=…]`: each is a mode of its own on the page.
    expect(sheet.modes).toEqual(['default', 'dark', 'sizing: large', 'sizing: compact', 'sizing: tiny']);
    expect(sheet.tokens.find((t) => t.name === '--tb-control-height')?.values).toMatchObject({
      default: expect.any(String),
      'sizing: tiny': expect.any(String),
    });
    const primary = sheet.tokens.find((t) => t.name === '--tb-primary');
    expect(primary?.group).toBe('colour');
    expect(Object.keys(primary?.values ?? {})).toEqual(['default', 'dark']);
  });
});
