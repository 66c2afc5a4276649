/**
 * The non-text contrast check of the story tests (WCAG 2.1 SC 1.4.11, which axe does not check): every enabled
 * control shown must be told from what is around it, and its state from the rest of it, at 3:1 at least, in the
 * light theme and in the dark. For each control the colours are read from the page as drawn:
 *
 * - its boundary: the border (when it has one) or the fill, against the background behind it (text inputs,
 *   selects, check boxes, radio buttons, switch tracks, slider tracks and thumbs, and buttons whose fill does not
 *   stand out: outlined and neutral ones; a button with neither, a minimal one, is known by its text);
 * - its state: a switch's knob against its track, the tick or dot of a checked box or radio button, the accent
 *   of the selected tab against the tab (a slider's value is its thumb's place on the track).
 *
 * Disabled controls are exempt, as the criterion says, and so are controls not drawn or fading (opacity below 1).
 * The functions run in the page: the test runner sends their source (see controlContrastScript), so each is a
 * function declaration that uses nothing but its arguments, the DOM and the functions declared here.
 */

/** sRGB channels 0-255 and alpha 0-1. */
export type Rgba = [number, number, number, number];

/** A control, or a part of one, below 3:1. */
export interface ContrastProblem {
  theme: string;
  control: string;
  part: string;
  foreground: string;
  background: string;
  ratio: number;
}

export const MIN_NON_TEXT_CONTRAST = 3;

/** A computed CSS colour ('rgb(…)', 'rgba(…)', 'color(srgb …)', 'transparent'), or null when it is another kind. */
export function parseColor(text: string): Rgba | null {
  const value = text.trim();
  if (value === 'transparent') return [0, 0, 0, 0];
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgb) {
    const parts = (rgb[1] ?? '')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length < 3 || parts.some(Number.isNaN)) return null;
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  }
  const srgb = /^color\(srgb\s+([^)]+)\)$/.exec(value);
  if (srgb) {
    const parts = (srgb[1] ?? '')
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length < 3 || parts.some(Number.isNaN)) return null;
    return [(parts[0] ?? 0) * 255, (parts[1] ?? 0) * 255, (parts[2] ?? 0) * 255, parts[3] ?? 1];
  }
  return null;
}

/** A colour drawn over an opaque one. */
export function composite(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [
    top[0] * a + under[0] * (1 - a),
    top[1] * a + under[1] * (1 - a),
    top[2] * a + under[2] * (1 - a),
    1,
  ];
}

/** WCAG relative luminance. */
export function luminance(c: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour as '#rrggbb', for the failure message. */
export function hexOf(c: Rgba): string {
  return `#${c
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colours of a computed box-shadow's inset shadows (an accent line drawn inside a tab). */
export function insetShadowColors(boxShadow: string): Rgba[] {
  if (!boxShadow || boxShadow === 'none') return [];
  const colors: Rgba[] = [];
  for (const shadow of boxShadow.split(/,(?![^(]*\))/)) {
    if (!/\binset\b/.test(shadow)) continue;
    const color = /(rgba?|color)\([^)]*\)/.exec(shadow);
    const parsed = color ? parseColor(color[0]) : null;
    if (parsed && parsed[3] > 0) colors.push(parsed);
  }
  return colors;
}

/** A part of a control as drawn: its colour and the colour it must stand out from, both opaque. */
export interface MeasuredPart {
  control: string;
  part: string;
  foreground: Rgba;
  background: Rgba;
}

/**
 * The colour that shows a box's boundary: its border, unless its fill stands out more from what is behind (a
 * filled control with a faint border is seen by its fill). Without a border, the fill.
 */
export function boundaryColor(fill: Rgba, border: Rgba | null, outside: Rgba): Rgba {
  if (!border) return fill;
  return contrastRatio(border, outside) >= contrastRatio(fill, outside) ? border : fill;
}

/**
 * What must show a button's edge: its border when its fill does not stand out (an outlined or neutral button),
 * null when the fill does, or when it has neither (a minimal button, known by its text).
 */
export function buttonOutline(fill: Rgba, border: Rgba | null, outside: Rgba): Rgba | null {
  if (!border || contrastRatio(fill, outside) >= MIN_NON_TEXT_CONTRAST) return null;
  return border;
}

/** Of several colours, the one that stands out most from the background (null for none). */
export function strongest(colors: readonly Rgba[], background: Rgba): Rgba | null {
  let best: Rgba | null = null;
  for (const c of colors)
    if (!best || contrastRatio(c, background) > contrastRatio(best, background)) best = c;
  return best;
}

/** The verdict: each part below 3:1 is a problem of the theme it was measured in. */
export function judgeParts(theme: string, parts: readonly MeasuredPart[]): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const { control, part, foreground, background } of parts) {
    const ratio = contrastRatio(foreground, background);
    if (ratio < MIN_NON_TEXT_CONTRAST)
      problems.push({
        theme,
        control,
        part,
        foreground: hexOf(foreground),
        background: hexOf(background),
        // Rounded down, so a ratio just under 3 never reads as 3:1 in the message.
        ratio: Math.floor(ratio * 100) / 100,
      });
  }
  return problems;
}

/** The problems of every control on the page in the theme it shows now. */
export function auditControls(theme: string): ContrastProblem[] {
  const behindCache = new Map<Element, Rgba>();
  const pageColor = (): Rgba => {
    for (const el of [document.body, document.documentElement]) {
      const c = parseColor(getComputedStyle(el).backgroundColor);
      if (c && c[3] > 0) return composite(c, [255, 255, 255, 1]);
    }
    return [255, 255, 255, 1];
  };
  /** The opaque colour an element is drawn on: its ancestors' backgrounds, composited. */
  const behind = (el: Element): Rgba => {
    const parent = el.parentElement;
    if (!parent) return pageColor();
    const cached = behindCache.get(parent);
    if (cached) return cached;
    const own = parseColor(getComputedStyle(parent).backgroundColor);
    const result =
      own && own[3] >= 1 ? own : own && own[3] > 0 ? composite(own, behind(parent)) : behind(parent);
    behindCache.set(parent, result);
    return result;
  };
  const drawn = (el: Element): boolean => {
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      opacity *= Number(style.opacity);
    }
    return opacity >= 0.99;
  };
  const disabled = (el: Element): boolean =>
    (el as HTMLInputElement).disabled === true ||
    el.closest('[aria-disabled="true"], [data-disabled], fieldset:disabled, [inert]') !== null;
  const describe = (el: Element): string => {
    const role = el.getAttribute('role');
    const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const name = (labelled || el.textContent || (el as HTMLInputElement).placeholder || '').trim();
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}.${[...el.classList].join('.')}${
      name ? ` "${name.slice(0, 40)}"` : ''
    }`;
  };
  const parts: MeasuredPart[] = [];
  const report = (el: Element, part: string, foreground: Rgba, background: Rgba) =>
    parts.push({ control: describe(el), part, foreground, background });
  /** Fill, border (null without one) and the colour behind, of a control's box. */
  const colorsOf = (el: Element) => {
    const style = getComputedStyle(el);
    const outside = behind(el);
    const fill = composite(parseColor(style.backgroundColor) ?? [0, 0, 0, 0], outside);
    let border: Rgba | null = null;
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      const line = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
      const color = parseColor(style.getPropertyValue(`border-${side.toLowerCase()}-color`));
      if (width >= 1 && line !== 'none' && line !== 'hidden' && color && color[3] > 0) {
        border = composite(color, fill);
        break;
      }
    }
    return { style, outside, fill, border };
  };
  const checkBoundary = (el: Element, part = 'boundary') => {
    const { outside, fill, border } = colorsOf(el);
    report(el, part, boundaryColor(fill, border, outside), outside);
  };
  const pseudoColor = (el: Element, pseudo: '::after' | '::before', property: string): Rgba | null => {
    const style = getComputedStyle(el, pseudo);
    if (style.content === 'none' || style.content === 'normal') return null;
    const c = parseColor(style.getPropertyValue(property));
    return c && c[3] > 0 ? c : null;
  };
  const controls = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((el) => drawn(el) && !disabled(el));

  // Text inputs and selects: the box that draws the border (the input, or the kit's frame around it).
  const textInputs =
    'input:not([type]), input[type="text"], input[type="search"], input[type="number"], input[type="email"],' +
    ' input[type="password"], input[type="tel"], input[type="url"], textarea, .tb-select__control';
  const boxes = new Set<Element>();
  for (const el of controls(textInputs)) {
    let box: Element | null = el;
    for (let i = 0; box && i < 3; i++, box = box.parentElement) if (colorsOf(box).border) break;
    if (box && colorsOf(box).border) boxes.add(box);
  }
  for (const box of boxes) checkBoundary(box);

  for (const el of controls('input[type="checkbox"], input[type="radio"]')) {
    if (getComputedStyle(el).appearance !== 'none') continue;
    checkBoundary(el);
    const input = el as HTMLInputElement;
    if (!input.checked && !input.indeterminate) continue;
    const { fill } = colorsOf(el);
    const mark =
      pseudoColor(
        el,
        '::after',
        el.matches('[type="checkbox"]:checked') ? 'border-right-color' : 'background-color',
      ) ?? pseudoColor(el, '::after', 'background-color');
    if (mark) report(el, 'checked mark', composite(mark, fill), fill);
  }

  for (const el of controls('[role="switch"]')) {
    checkBoundary(el, 'track');
    const thumb = el.firstElementChild;
    if (!thumb) continue;
    const { fill } = colorsOf(el);
    const knob = parseColor(getComputedStyle(thumb).backgroundColor);
    if (knob && knob[3] > 0) report(el, 'knob', composite(knob, fill), fill);
  }

  // A slider's value shows by its thumb's place on the track: both must stand out from the background.
  for (const track of controls('.tb-slider__track')) checkBoundary(track, 'track');
  for (const thumb of controls('[role="slider"]')) {
    if (!(thumb instanceof SVGElement)) {
      checkBoundary(thumb, 'thumb');
      continue;
    }
    // Drawn in SVG (a chart navigator's window): its shapes' strokes and fills show where it is, not a CSS box.
    const outside = behind(thumb);
    const colors: Rgba[] = [];
    for (const shape of thumb.querySelectorAll('rect, circle, ellipse, path, line, polygon')) {
      const style = getComputedStyle(shape);
      for (const paint of [style.stroke, style.fill]) {
        const c = parseColor(paint);
        if (c && c[3] > 0) colors.push(composite(c, outside));
      }
    }
    const best = strongest(colors, outside);
    if (best) report(thumb, 'thumb', best, outside);
  }

  // Buttons whose fill does not stand out must have a border that does; minimal ones are known by their text.
  for (const el of controls('button:not([role="switch"]):not([role="tab"]), [role="button"]')) {
    const { outside, fill, border } = colorsOf(el);
    const outline = buttonOutline(fill, border, outside);
    if (outline) report(el, 'outline', outline, outside);
  }

  for (const tab of controls('[role="tab"][aria-selected="true"]')) {
    const style = getComputedStyle(tab);
    const { fill } = colorsOf(tab);
    const accents = [
      ...insetShadowColors(style.boxShadow),
      ...(['::after', '::before'] as const)
        .map((p) => pseudoColor(tab, p, 'background-color'))
        .filter((c): c is Rgba => c !== null),
    ];
    for (const side of ['top', 'right', 'bottom', 'left']) {
      const c = parseColor(style.getPropertyValue(`border-${side}-color`));
      if (c && c[3] > 0 && parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 2) accents.push(c);
    }
    const best = strongest(
      accents.map((c) => composite(c, fill)),
      fill,
    );
    if (best) report(tab, 'selected accent', best, fill);
  }
  return judgeParts(theme, parts);
}

/**
 * Audits the page in the theme it shows, then in the other one (the kit's `data-theme` on <html>), and puts the
 * page back. Colour transitions are finished first, so the colours read are the theme's, not a fade between the
 * two (a global rule stopping them would cost two more restyles of the whole page).
 */
export function auditBothThemes(): ContrastProblem[] {
  const root = document.documentElement;
  const settle = () => {
    // Reading a style restyles the page, which starts the transitions of what changed: end them at once.
    void getComputedStyle(root).color;
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  };
  const shown = root.dataset.theme === 'dark' ? 'dark' : 'light';
  const other = shown === 'dark' ? 'light' : 'dark';
  try {
    settle();
    const problems = auditControls(shown);
    root.dataset.theme = other;
    settle();
    problems.push(...auditControls(other));
    return problems;
  } finally {
    root.dataset.theme = shown;
  }
}

/**
 * The script the test runner evaluates in the page: these functions, then a call of auditBothThemes. A
 * transpiler that keeps function names (esbuild's keepNames, as tsx runs it) wraps inner functions in a
 * `__name` helper of its module: the script brings a stand-in that changes nothing.
 */
export function controlContrastScript(): string {
  const functions = [
    parseColor,
    composite,
    luminance,
    contrastRatio,
    hexOf,
    insetShadowColors,
    boundaryColor,
    buttonOutline,
    strongest,
    judgeParts,
    auditControls,
    auditBothThemes,
  ];
  return `(() => { const MIN_NON_TEXT_CONTRAST = ${MIN_NON_TEXT_CONTRAST}; const __name = (target) => target;\n${functions
    .map((f) => f.toString())
    .join('\n')}\nreturn auditBothThemes(); })()`;
}

/** The problems as the failure message lists them: one line each, the same one once. */
export function describeProblems(problems: readonly ContrastProblem[]): string[] {
  const lines = problems.map(
    (p) =>
      `${p.theme}: ${p.control} — ${p.part} ${p.foreground} on ${p.background} is ${p.ratio}:1 (needs ${MIN_NON_TEXT_CONTRAST}:1)`,
  );
  return [...new Set(lines)];
}
