import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropDockviewThemes } from './dockviewThemes';

const require = createRequire(import.meta.url);
const DOCKVIEW_CSS = require.resolve('dockview-react/dist/styles/dockview.css');

const run = (css: string, from: string) => postcss([dropDockviewThemes()]).process(css, { from }).css;

describe("dockview's themes are dropped from its stylesheet", () => {
  it('keeps the rules that lay dockview out and drops those under its themes', () => {
    const css = [
      '.dv-tab { display: flex; }',
      '.dockview-theme-dark { --dv-tab-color: red; }',
      '.dockview-theme-light .dv-tab, .dv-tab.dv-active-tab { color: blue; }',
      '.dockview-spaced .dv-sash { margin: 4px; }',
      '@media (pointer: coarse) { .dockview-theme-nord .dv-tab { padding: 0; } }',
      '@media (hover: none) { .dv-sash { width: 8px; } }',
    ].join('\n');
    const out = run(css, '/x/node_modules/dockview-react/dist/styles/dockview.css');
    expect(out).toContain('.dv-tab { display: flex; }');
    expect(out).toContain('.dv-tab.dv-active-tab { color: blue; }');
    expect(out).toContain('@media (hover: none) { .dv-sash { width: 8px; } }');
    expect(out).not.toMatch(/dockview-theme|dockview-spaced|pointer: coarse/);
  });

  it('leaves every other stylesheet as it is', () => {
    const css = '.dockview-theme-dark { color: red; }';
    expect(run(css, '/x/packages/kit/src/dash/DashContainer.css')).toBe(css);
  });

  it("leaves less than a third of the installed dockview's stylesheet, none of it themed", () => {
    const css = readFileSync(DOCKVIEW_CSS, 'utf8');
    const out = run(css, DOCKVIEW_CSS);
    expect(out).toContain('.dv-groupview');
    expect(out).not.toMatch(/\.dockview-(theme-|spaced)/);
    expect(out.length).toBeLessThan(css.length / 3);
  });
});
