// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, 'Inspector.css'), 'utf8');

/** The bodies of the rules whose selector starts with `selector`. */
function rulesOf(selector: string): string[] {
  return css
    .split('}')
    .map((rule) => rule.split('{'))
    .filter(([head]) => head?.trim().split('\n').at(-1)?.trim().startsWith(selector))
    .map(([, body]) => body ?? '');
}

// jsdom draws nothing: what is checked is that a model card's header button, a borderless row, has no line
// of its own. The line under an open one read as the button's outline, at 1.4:1 (the Kit stories' contrast
// check wants 3:1 for a control's edge); the card's body draws it instead.
describe('a model card', () => {
  it('draws the line under its header on its body, not on the header button', () => {
    expect(rulesOf('.tb-inspector-model__header').join('')).not.toMatch(/border(-\w+)?:\s*1px/);
    expect(rulesOf('.tb-inspector-model__body').join('')).toMatch(/border-top:\s*1px solid/);
  });

  // axe (the Kit stories' a11y check) wants 4.5:1 for text: the subtle grey and the intent colours are below it.
  it('writes its ids and values in colours readable as text', () => {
    for (const part of ['.tb-inspector-model__id', '.tb-inspector-tree__value--function']) {
      expect(rulesOf(part).join('')).not.toContain('--tb-fg-subtle');
    }
    expect(rulesOf('.tb-inspector-tree__value--string').join('')).toContain('color-mix(');
    expect(rulesOf('.tb-inspector-tree__value--boolean').join('')).toContain('color-mix(');
    // The primary blue is 4.4:1 on the sunken grey a tree is often shown on.
    expect(rulesOf('.tb-inspector-tree__value--number').join('')).toContain('color-mix(');
  });

  // A StateTree used on its own, without the Inspector, was drawn unstyled.
  it('is brought by the StateTree itself', () => {
    expect(readFileSync(join(__dirname, 'StateTree.tsx'), 'utf8')).toMatch(/^import '\.\/Inspector\.css';$/m);
  });
});
