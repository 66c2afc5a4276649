// Jest configuration of the story tests (@storybook/test-runner), found by test-storybook in .storybook/.
// It runs in Debian's chromium: Playwright's own browsers cannot be downloaded here.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    },
  },
  // A story's play may wait up to 10 s per step (see configure() in preview.tsx), and the axe check, the contrast
  // check in both themes and (for Kit stories) the layout check in four sizing modes follow it; long walks (Home,
  // Column Filtering, Form Model) took over 60 s on a busy 2-core machine.
  testTimeout: 120000,
};
