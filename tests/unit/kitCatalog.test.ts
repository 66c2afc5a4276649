// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogReport,
  formatCatalogReport,
  isCatalogued,
  type CatalogReport,
} from '../../scripts/kitCatalog';
import { readKitComponents, type KitComponent } from '../../scripts/kitComponents';
import { readKitStories, type KitStoryFile } from '../../scripts/kitStories';

const component = (name: string, area: string, props: [string, string][]): KitComponent => ({
  name,
  area,
  description: `The ${name}.`,
  props: props.map(([n, description]) => ({ name: n, description, required: false, defaultValue: null })),
});
const story = (
  file: string,
  components: string[],
  hasControls: boolean,
  subject: string | null = null,
): KitStoryFile => ({ file, title: null, components, hasControls, subject });

describe('catalogReport', () => {
  const components = [
    component('Button', 'button', [['text', 'Label.']]),
    component('Filler', 'panel', []),
    component('Panel', 'panel', [
      ['title', 'Title.'],
      ['className', ''],
    ]),
    component('Grid', 'grid', [['model', 'The model.']]),
  ];

  it('finds what each component lacks: a story, Controls, a description of a prop', () => {
    const report = catalogReport(components, [
      story('Button.stories.tsx', ['Button'], true),
      story('Panel.stories.tsx', ['Panel', 'Filler'], false),
      story('Old.stories.tsx', ['Gone'], true),
      story('Nothing.stories.tsx', [], true),
      story('Factories.stories.tsx', [], true, 'element factories'),
    ]);
    expect(report.components.map((g) => [g.name, isCatalogued(g)])).toEqual([
      ['Button', true],
      // A component without props needs no Controls.
      ['Filler', true],
      ['Panel', false],
      ['Grid', false],
    ]);
    expect(report.components[2]).toMatchObject({ noControls: true, undescribedProps: ['className'] });
    expect(report.unknown).toEqual([{ file: 'Old.stories.tsx', name: 'Gone' }]);
    expect(report.orphans).toEqual(['Nothing.stories.tsx']);
    expect(formatCatalogReport(report)).toBe(
      [
        'kit catalog: 2/4 components',
        'still owed, by area:',
        '  grid: Grid (no Kit story)',
        '  panel: Panel (no Controls; props without a description: className)',
      ].join('\n'),
    );
  });
});

describe('the kit catalog (stories/kit)', () => {
  let report: CatalogReport;
  beforeAll(() => {
    // The TypeScript program over the whole kit takes some 15 s of CPU; on a busy machine, a minute or more.
    report = catalogReport(readKitComponents(process.cwd()), readKitStories(process.cwd()));
    console.log(formatCatalogReport(report));
  }, 240_000);

  it('has a Kit story for every component the kit exports', () => {
    const missing = report.components.filter((g) => g.stories.length === 0);
    expect(missing.map((g) => `${g.area}/${g.name}`)).toEqual([]);
  });

  it('gives every documented component Controls and a description of each public prop', () => {
    const documented = report.components.filter((g) => g.stories.length > 0);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((g) => !isCatalogued(g))).toEqual([]);
  });

  it('has no Kit story of a component the kit does not export', () => {
    expect(report.unknown).toEqual([]);
    expect(report.orphans).toEqual([]);
  });
});
