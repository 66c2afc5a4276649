// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readKitStory } from '../../scripts/kitStories';
import {
  cachedDiskReader,
  demosByKitTitle,
  importsOf,
  kitLinksOfDemo,
  kitNamesOfDemo,
  kitTitlesByName,
  type SourceReader,
} from '../../scripts/kitUsage';

const reader =
  (files: Record<string, string>): SourceReader =>
  (file) =>
    files[file] ?? null;

describe('importsOf', () => {
  it('takes the names a module imports from the kit, not its types, and its relative imports', () => {
    const source = `
      import type { PanelModel } from '@toolbox/kit/panel';
      import { Panel, type PanelProps, Toolbar as Bar } from '@toolbox/kit/panel';
      import { Grid } from '@toolbox/kit';
      import { something } from '@toolbox/kitchen';
      import { fetchTrades } from '../common/fetchTrades';
      export { Button } from '@toolbox/kit/button';
      import './Demo.css';
      const lazy = () => import('./LazyPart');
    `;
    expect(importsOf(source, 'stories/grids/Demo.tsx')).toEqual({
      kitNames: ['Panel', 'Toolbar', 'Grid', 'Button'],
      relative: ['../common/fetchTrades', './Demo.css', './LazyPart'],
    });
  });
});

describe('kitNamesOfDemo', () => {
  const files = {
    'stories/grids/Demo.stories.tsx': `
      import { handlers } from '../../mocks/handlers';
      import { DemoPanel } from './DemoPanel';
      import { Mask } from '@toolbox/kit/panel';`,
    'stories/grids/DemoPanel.tsx': `
      import { GridDemoPanel } from '../common/GridDemoPanel';
      import { DemoPanel as Again } from './DemoPanel';
      import { Grid } from '@toolbox/kit/grid';`,
    'stories/common/GridDemoPanel/index.ts': `
      import { App } from '../../../src/examples/app/App';
      import { Panel, Toolbar } from '@toolbox/kit/panel';`,
    'src/examples/app/App.tsx': `import { Select } from '@toolbox/kit/input';`,
    'mocks/handlers.ts': `import { Button } from '@toolbox/kit/button';`,
  };

  it('follows relative imports through the demos’ code (stories/, src/examples/), each file once', () => {
    expect(kitNamesOfDemo('stories/grids/Demo.stories.tsx', reader(files))).toEqual([
      'Grid',
      'Mask',
      'Panel',
      'Select',
      'Toolbar',
    ]);
  });

  it('gives the Kit pages of the names documented by a Kit story', () => {
    const titles = new Map([
      ['Grid', 'Kit/Grid/Grid'],
      ['Panel', 'Kit/Panel/Panel'],
    ]);
    expect(kitLinksOfDemo('stories/grids/Demo.stories.tsx', reader(files), titles)).toEqual([
      ['Grid', 'Kit/Grid/Grid'],
      ['Panel', 'Kit/Panel/Panel'],
    ]);
  });
});

describe('readKitStory and kitTitlesByName', () => {
  it('reads a Kit story’s title, components and Controls; its own component wins over a listed one', () => {
    const toolbar = readKitStory(
      `
      import { Toolbar, ToolbarSeparator as Separator } from '@toolbox/kit/panel';
      import { Local } from './Local';
      const meta = {
        title: 'Kit/Panel/Toolbar',
        component: Toolbar,
        parameters: { kit: { components: [Toolbar, Separator, Local] } },
      } satisfies Meta<typeof Toolbar>;
      export default meta;
      export const Default = { args: { compact: true } };`,
      'stories/kit/panel/Toolbar.stories.tsx',
    );
    expect(toolbar).toEqual({
      file: 'stories/kit/panel/Toolbar.stories.tsx',
      title: 'Kit/Panel/Toolbar',
      components: ['Toolbar', 'ToolbarSeparator'],
      hasControls: true,
      subject: null,
    });
    // A page of an API that is no component says what it documents.
    const factories = readKitStory(
      `export default { title: 'Kit/Factory/Element Factories', parameters: { kit: { subject: 'element factories' } } };`,
      'stories/kit/factory/ElementFactories.stories.tsx',
    );
    expect(factories).toMatchObject({ components: [], subject: 'element factories' });
    const separator = readKitStory(
      `import { ToolbarSeparator } from '@toolbox/kit/panel';
       export default { title: 'Kit/Panel/ToolbarSeparator', component: ToolbarSeparator };
       export const Default = {};`,
      'stories/kit/panel/ToolbarSeparator.stories.tsx',
    );
    expect(separator.hasControls).toBe(false);
    expect(kitTitlesByName([toolbar, separator])).toEqual(
      new Map([
        ['Toolbar', 'Kit/Panel/Toolbar'],
        ['ToolbarSeparator', 'Kit/Panel/ToolbarSeparator'],
      ]),
    );
  });
});

describe('the demos of this repository', () => {
  const { read } = cachedDiskReader(process.cwd());

  it('link the Buttons demo to the Kit pages of Button and ButtonGroupInput', () => {
    const titles = new Map([
      ['Button', 'Kit/Button/Button'],
      ['ButtonGroupInput', 'Kit/Button/ButtonGroupInput'],
    ]);
    expect(kitLinksOfDemo('stories/other/Buttons.stories.tsx', read, titles)).toEqual([
      ['Button', 'Kit/Button/Button'],
      ['ButtonGroupInput', 'Kit/Button/ButtonGroupInput'],
    ]);
  });

  it('list on each Kit page the demos that use its component', () => {
    const usage = demosByKitTitle(process.cwd(), read);
    expect(usage['Kit/Button/Button']).toEqual(expect.arrayContaining(['Other/Buttons', 'Panels/Intro']));
    expect(usage['Kit/Panel/Panel']).toEqual(expect.arrayContaining(['Panels/Intro', 'Examples/Portfolio']));
    // A demo's own story file is never listed as a Kit page.
    expect(Object.keys(usage).every((t) => t.startsWith('Kit/'))).toBe(true);
  });
});
