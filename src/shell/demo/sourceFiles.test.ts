import { describe, expect, it } from 'vitest';
import { demoFilesOf } from './sourceFiles';

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

  it('lists the story first, then every demo file it reaches (its folder, stories/common, lazy imports), once', async () => {
    expect(await demoFilesOf('stories/other/PinPad.stories.tsx', load, Object.keys(texts))).toEqual([
      '/stories/other/PinPad.stories.tsx',
      '/stories/common/expectToast.ts',
      '/stories/other/PinPadPanel.tsx',
      '/stories/other/PinPadPanelModel.ts',
      '/stories/other/SecretPlans.tsx',
      '/stories/other/PinPadPanel.css',
      '/stories/other/Vault.tsx',
    ]);
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
      '/stories/other/Jsx.stories.tsx',
      '/stories/other/JsxPanel.tsx',
      '/stories/other/jsxSamples/Sample.ts',
      '/stories/other/jsxSamples/sampleProps.ts',
    ]);
  });
});
