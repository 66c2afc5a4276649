import { describe, expect, it } from 'vitest';
import { demoFilesOf } from './sourceFiles';

describe('demoFilesOf', () => {
  const all = [
    '/stories/other/PinPad.stories.tsx',
    '/stories/other/PinPad.tsx',
    '/stories/other/PinPadModel.ts',
    '/stories/other/Clock.stories.tsx',
    '/stories/other/Clock.tsx',
    '/stories/other/nested/PinPadHelper.ts',
  ];
  it('lists the story first, then the files of the same demo beside it', () => {
    expect(demoFilesOf('stories/other/PinPad.stories.tsx', all)).toEqual([
      '/stories/other/PinPad.stories.tsx',
      '/stories/other/PinPad.tsx',
      '/stories/other/PinPadModel.ts',
    ]);
  });
});
