// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The declared value of a CSS property in a rule's body, e.g. `height` in `.tb-dash-view__header`. */
function declared(file: string, selector: string, property: string): string | undefined {
  const css = readFileSync(join(__dirname, file), 'utf8');
  const body = css.split(`${selector} {`)[1]?.split('}')[0] ?? '';
  return new RegExp(`(?:^|\\s)${property}:\\s*([^;]+);`).exec(body)?.[1];
}

// jsdom lays nothing out: what is checked is that the headers follow the sizing mode's control height. With a
// fixed 32px they cut off the 34px buttons of the large mode (found by the Kit stories' sizing checks).
describe('dashboard view headers', () => {
  it("are as tall as the sizing mode's controls and a little more", () => {
    const follows = 'calc(var(--tb-control-height) + 4px)';
    expect(
      declared('DashContainer.css', '.tb-dockview-theme', '--dv-tabs-and-actions-container-height'),
    ).toBe(follows);
    expect(declared('DashCanvas.css', '.tb-dash-view__header', 'height')).toBe(follows);
  });
});
