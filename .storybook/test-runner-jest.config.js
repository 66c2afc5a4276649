// Jest configuration of the story tests (@storybook/test-runner), found by test-storybook in .storybook/.
// It runs in Debian's chromium: Playwright's own browsers cannot be downloaded here.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
  // A story's play may wait up to 5 s per step (see configure() in preview.tsx); allow long walks.
  testTimeout: 30000,
};
