import { describe, expect, it } from 'vitest';
import { demoFilesOf } from './sourceFiles';

describe('demoFilesOf', () => {
  const texts: Record<string, string> = {
    '/stories/other/PinPadPanel.stories.tsx': `import { expect } from 'storybook/test';
import { PinPadPanel } from './PinPadPanel';
import { SAMPLE_PIN } from './PinPadPanelModel';`,
    '/stories/other/PinPadPanel.tsx': `import { Panel } from '../../src/kit/panel';
import { PinPadPanelModel } from './PinPadPanelModel';
import { SecretPlans } from './SecretPlans';
import './PinPadPanel.css';`,
    '/stories/other/PinPadPanelModel.ts': `import { proxy } from 'valtio';`,
    '/stories/other/SecretPlans.tsx': `export const SecretPlans = () => null;`,
    '/stories/other/PinPadPanel.css': `.x {}`,
    '/stories/other/ClockPanel.tsx': `import './ClockPanel.css';`,
  };
  const load = async (f: string) => texts[f] ?? '';

  it('lists the story first, then every local file it reaches, once', async () => {
    expect(await demoFilesOf('stories/other/PinPadPanel.stories.tsx', load, Object.keys(texts))).toEqual([
      '/stories/other/PinPadPanel.stories.tsx',
      '/stories/other/PinPadPanel.tsx',
      '/stories/other/PinPadPanelModel.ts',
      '/stories/other/SecretPlans.tsx',
      '/stories/other/PinPadPanel.css',
    ]);
  });
});
