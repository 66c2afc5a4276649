import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_DEMOS, EXAMPLES, findDemo, storyIdOf, TABS } from './catalog';

// The product spec's list of demos, kept in the repository (spec/demos.json) so a clone stands on its own.
const specPath = resolve(__dirname, '../../../spec/demos.json');

interface SpecDemo {
  id: string;
  title: string;
  path: string;
  storyTitle: string;
}
interface SpecTab extends Partial<SpecDemo> {
  id: string;
  title: string;
  path: string;
  children?: SpecDemo[];
}

describe('catalog', () => {
  it('matches every tab and demo of the spec, in order', () => {
    const spec = JSON.parse(readFileSync(specPath, 'utf8')) as { tabs: SpecTab[]; examples: SpecDemo[] };
    expect(TABS.map((t) => [t.id, t.title, t.path])).toEqual(spec.tabs.map((t) => [t.id, t.title, t.path]));
    for (const t of spec.tabs) {
      const tab = TABS.find((x) => x.id === t.id);
      if (t.children) {
        expect(tab?.children?.map((c) => [c.id, c.title, c.path, c.storyTitle])).toEqual(
          t.children.map((c) => [c.id, c.title, c.path, c.storyTitle]),
        );
      } else {
        expect(tab?.demo?.storyTitle).toBe(t.storyTitle);
      }
    }
    expect(EXAMPLES).toEqual(
      spec.examples.map(({ id, title, path, storyTitle }) => ({ id, title, path, storyTitle })),
    );
  });

  it('gives route ids like default.other.simpleRouting', () => {
    expect(findDemo('other', 'simpleRouting')?.routeId).toBe('default.other.simpleRouting');
    expect(findDemo('home', undefined)?.routeId).toBe('default.home');
    expect(new Set(ALL_DEMOS.map((d) => d.routeId)).size).toBe(ALL_DEMOS.length);
  });

  it('derives Storybook ids by the rule of demos.json', () => {
    expect(storyIdOf('Other/PIN Pad')).toBe('other-pin-pad--default');
    expect(storyIdOf('Other/Factories vs. JSX')).toBe('other-factories-vs-jsx--default');
    expect(storyIdOf('Grids/ag-Grid Wrapper')).toBe('grids-ag-grid-wrapper--default');
    expect(storyIdOf('Grids/Tree with CheckBox')).toBe('grids-tree-with-checkbox--default');
  });
});
