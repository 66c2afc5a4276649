import { defineConfig } from 'vitest/config';

/** Checks on the built Storybook (storybook-static), run after `build-storybook`. */
export default defineConfig({
  test: {
    include: ['tests/storybook/**/*.test.ts'],
    environment: 'node',
    // Concurrent tests (the served Docs pages, each in its own browser page) run two at a time.
    maxConcurrency: 2,
  },
});
