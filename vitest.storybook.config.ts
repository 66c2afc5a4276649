import { defineConfig } from 'vitest/config';

/** Checks on the built Storybook (storybook-static), run after `build-storybook`. */
export default defineConfig({
  test: { include: ['tests/storybook/**/*.test.ts'], environment: 'node' },
});
