import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boundaryColor,
  buttonOutline,
  composite,
  contrastRatio,
  controlContrastScript,
  describeProblems,
  hexOf,
  insetShadowColors,
  judgeParts,
  parseColor,
  strongest,
  type Rgba,
} from '../../.storybook/controlContrast';

/** '#rrggbb' as an opaque colour. */
const hex = (h: string): Rgba => [
  parseInt(h.slice(1, 3), 16),
  parseInt(h.slice(3, 5), 16),
  parseInt(h.slice(5, 7), 16),
  1,
];

/** The kit's colour tokens of one theme, as theme.css declares them (hex values only). */
function tokens(theme: 'light' | 'dark'): Record<string, string> {
  const css = readFileSync('packages/kit/src/theme/theme.css', 'utf8');
  const blocks = css.split(":root[data-theme='dark']");
  const block = theme === 'light' ? blocks[0] : blocks[1];
  return Object.fromEntries(
    [...(block ?? '').matchAll(/--(tb-[\w-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
  );
}

describe('the control contrast check', () => {
  it('reads the colours Chromium computes', () => {
    expect(parseColor('rgb(31, 111, 197)')).toEqual([31, 111, 197, 1]);
    expect(parseColor('rgba(16, 42, 67, 0.06)')).toEqual([16, 42, 67, 0.06]);
    expect(parseColor('transparent')).toEqual([0, 0, 0, 0]);
    expect(parseColor('color(srgb 1 0.5 0 / 0.2)')).toEqual([255, 127.5, 0, 0.2]);
    expect(parseColor('oklch(0.5 0.1 200)')).toBeNull();
  });

  it('draws a translucent colour over the one under it', () => {
    expect(composite([0, 0, 0, 0.5], [255, 255, 255, 1])).toEqual([127.5, 127.5, 127.5, 1]);
    expect(composite([10, 20, 30, 1], [255, 255, 255, 1])).toEqual([10, 20, 30, 1]);
  });

  it("measures WCAG contrast ratios: black on white 21:1, the light theme's old control border 1.8:1", () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255, 1], [255, 255, 255, 1])).toBe(1);
    expect(contrastRatio([183, 194, 205, 1], [255, 255, 255, 1])).toBeCloseTo(1.81, 2);
    expect(hexOf([183, 194, 205, 1])).toBe('#b7c2cd');
  });

  it('finds the accent of a tab in its inset shadows only', () => {
    expect(insetShadowColors('rgb(31, 111, 197) 0px 2px 0px 0px inset')).toEqual([[31, 111, 197, 1]]);
    expect(
      insetShadowColors('rgba(0, 0, 0, 0.3) 0px 1px 2px 0px, rgb(74, 148, 230) 0px -2px 0px 0px inset'),
    ).toEqual([[74, 148, 230, 1]]);
    expect(insetShadowColors('none')).toEqual([]);
  });

  it('fails a part below 3:1 and passes one at 3:1 or more, in the theme it was measured in', () => {
    // The dark theme's switch as it was: a knob in the page's colour on a sunken track.
    const oldKnob = {
      control: 'switch "Dark Mode"',
      part: 'knob',
      foreground: hex('#1c232b'),
      background: hex('#161c22'),
    };
    const grey = {
      control: 'text input',
      part: 'boundary',
      foreground: hex('#959595'),
      background: hex('#ffffff'),
    };
    const darkGrey = {
      control: 'check box',
      part: 'boundary',
      foreground: hex('#767676'),
      background: hex('#ffffff'),
    };
    expect(judgeParts('dark', [oldKnob, darkGrey])).toEqual([
      {
        theme: 'dark',
        control: 'switch "Dark Mode"',
        part: 'knob',
        foreground: '#1c232b',
        background: '#161c22',
        ratio: 1.08,
      },
    ]);
    // #959595 on white is 2.995:1: just under is under (and the message does not round it up to 3).
    expect(judgeParts('light', [grey])).toMatchObject([{ ratio: 2.99 }]);
    expect(judgeParts('light', [darkGrey])).toEqual([]);
  });

  it('judges a boundary by its border or its fill, whichever shows more, and an outline only on a faint button', () => {
    const white = hex('#ffffff');
    const faint = hex('#d5dce3');
    const strong = hex('#748290');
    expect(boundaryColor(white, strong, white)).toEqual(strong);
    expect(boundaryColor(strong, faint, white)).toEqual(strong);
    expect(boundaryColor(faint, null, white)).toEqual(faint);
    // A filled button is seen by its fill; an outlined one by its border; a minimal one by its text.
    expect(buttonOutline(hex('#1f6fc5'), faint, white)).toBeNull();
    expect(buttonOutline(white, faint, white)).toEqual(faint);
    expect(buttonOutline(white, null, white)).toBeNull();
    expect(strongest([faint, strong], white)).toEqual(strong);
    expect(strongest([], white)).toBeNull();
  });

  it.each(['light', 'dark'] as const)(
    "the %s theme's control colours stand out from every surface a control sits on (and its old ones did not)",
    (theme) => {
      const t = tokens(theme);
      const surfaces = ['tb-bg', 'tb-bg-alt', 'tb-bg-sunken', 'tb-header-bg', 'tb-toolbar-bg'];
      const parts = (token: string) =>
        surfaces.map((surface) => ({
          control: token,
          part: 'boundary',
          foreground: hex(t[token] ?? ''),
          background: hex(t[surface] ?? ''),
        }));
      expect(judgeParts(theme, [...parts('tb-control-border'), ...parts('tb-primary')])).toEqual([]);
      expect(judgeParts(theme, parts('tb-border-strong'))).toHaveLength(surfaces.length);
      // The off switch: its knob (the control border) on its track (the page's colour).
      expect(
        judgeParts(theme, [
          {
            control: 'switch',
            part: 'knob',
            foreground: hex(t['tb-control-border'] ?? ''),
            background: hex(t['tb-bg'] ?? ''),
          },
        ]),
      ).toEqual([]);
    },
  );

  it('names the theme, the control, its part and both colours of each problem, once', () => {
    const problem = {
      theme: 'dark',
      control: 'button[role=switch].tb-switch__track "Dark Mode"',
      part: 'knob',
      foreground: '#1c232b',
      background: '#161c22',
      ratio: 1.1,
    };
    expect(describeProblems([problem, problem])).toEqual([
      'dark: button[role=switch].tb-switch__track "Dark Mode" — knob #1c232b on #161c22 is 1.1:1 (needs 3:1)',
    ]);
  });

  it('is one self-contained script for the page', () => {
    const script = controlContrastScript();
    expect(script).toMatch(/^\(\(\) => \{/);
    expect(script).toContain('function auditBothThemes(');
    // Nothing but the page's own globals: the check's functions must not reach for modules.
    expect(script).not.toMatch(/\brequire\(|\bimport\b/);
  });
});
