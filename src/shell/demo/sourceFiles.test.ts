import { describe, expect, it } from 'vitest';
import { demoFilesOf, firstFileOf, readingOrder } from './sourceFiles';

describe('demoFilesOf', () => {
  const texts: Record<string, string> = {
    '/stories/other/PinPad.stories.tsx': `import { expect } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { PinPadPanel } from './PinPadPanel';
import { SAMPLE_PIN } from './PinPadPanelModel';`,
    '/stories/other/PinPadPanel.tsx': `import { Panel } from '@toolbox/kit/panel';
import { PinPadPanelModel } from './PinPadPanelModel';
import { SecretPlans } from './SecretPlans';
import './PinPadPanel.css';
const Vault = lazy(() => import('./Vault'));`,
    '/stories/other/PinPadPanelModel.ts': `import { proxy } from 'valtio';`,
    '/stories/other/SecretPlans.tsx': `export const SecretPlans = () => null;`,
    '/stories/other/Vault.tsx': `export default () => null;`,
    '/stories/other/PinPadPanel.css': `.x {}`,
    '/stories/other/ClockPanel.tsx': `import './ClockPanel.css';`,
    '/stories/common/expectToast.ts': `import { expect } from 'storybook/test';`,
    '/stories/common/TradeColumns.ts': `export const cols = [];`,
  };
  const load = async (f: string) => texts[f] ?? '';

  it('lists the panel, its model and the story first, then every other demo file it reaches (its folder, stories/common, lazy imports), once', async () => {
    expect(await demoFilesOf('stories/other/PinPad.stories.tsx', load, Object.keys(texts))).toEqual([
      '/stories/other/PinPadPanel.tsx',
      '/stories/other/PinPadPanelModel.ts',
      '/stories/other/PinPad.stories.tsx',
      '/stories/common/expectToast.ts',
      '/stories/other/SecretPlans.tsx',
      '/stories/other/PinPadPanel.css',
      '/stories/other/Vault.tsx',
    ]);
  });

  it('opens on the panel before the imports are read, or on the story when there is no panel of its name', () => {
    expect(firstFileOf('stories/other/PinPad.stories.tsx', Object.keys(texts))).toBe(
      '/stories/other/PinPadPanel.tsx',
    );
    expect(firstFileOf('stories/other/Clock.stories.tsx', Object.keys(texts))).toBe(
      '/stories/other/ClockPanel.tsx',
    );
    expect(firstFileOf('stories/x/A.stories.tsx', Object.keys(texts))).toBe('/stories/x/A.stories.tsx');
  });

  it('lists the files a demo imports as text (?raw), which it shows', async () => {
    const files: Record<string, string> = {
      '/stories/other/Jsx.stories.tsx': `import { JsxPanel } from './JsxPanel';`,
      '/stories/other/JsxPanel.tsx': `import sample from './jsxSamples/Sample.ts?raw';`,
      '/stories/other/jsxSamples/Sample.ts': `import type { Props } from './sampleProps';`,
      '/stories/other/jsxSamples/sampleProps.ts': `export interface Props {}`,
    };
    const loadFile = async (f: string) => files[f] ?? '';
    expect(await demoFilesOf('stories/other/Jsx.stories.tsx', loadFile, Object.keys(files))).toEqual([
      '/stories/other/JsxPanel.tsx',
      '/stories/other/Jsx.stories.tsx',
      '/stories/other/jsxSamples/Sample.ts',
      '/stories/other/jsxSamples/sampleProps.ts',
    ]);
  });
});

describe('readingOrder', () => {
  it('takes the first component of the story folder as the panel when none has its name, and a .tsx model', () => {
    expect(
      readingOrder('/stories/grids/ZoneGrid.stories.tsx', [
        '/stories/grids/ZoneGrid.stories.tsx',
        '/stories/common/gridPlayHelpers.ts',
        '/stories/grids/zoneHelpers.ts',
        '/stories/grids/ZoneView.tsx',
        '/stories/grids/ZoneViewModel.tsx',
      ]),
    ).toEqual([
      '/stories/grids/ZoneView.tsx',
      '/stories/grids/ZoneViewModel.tsx',
      '/stories/grids/ZoneGrid.stories.tsx',
      '/stories/common/gridPlayHelpers.ts',
      '/stories/grids/zoneHelpers.ts',
    ]);
  });

  it('keeps the story first when its folder holds no component', () => {
    expect(
      readingOrder('/stories/x/A.stories.tsx', ['/stories/x/A.stories.tsx', '/stories/common/B.tsx']),
    ).toEqual(['/stories/x/A.stories.tsx', '/stories/common/B.tsx']);
  });
});
