import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { clientLibrariesPlugin } from './scripts/clientLibraries.ts';
import { demoMetaPlugin } from './scripts/demoMeta.ts';

/** Unit tests: beside what they test, in jsdom for the kit and the shell, in node for the server. */
export default defineConfig({
  plugins: [react(), demoMetaPlugin(), clientLibrariesPlugin()],
  // The kit from its sources (its package's `source` condition), in jsdom and in node alike.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'stories/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'mocks/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'jsdom',
    globalSetup: ['./tests/setup/pgliteTemplate.ts'],
    setupFiles: ['./tests/setup/usePgliteTemplate.ts', './tests/setup/vitest.setup.ts'],
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, which then idles while
    // a test waits on PGlite, a timer or AG Grid's frames. Two keep both cores busy.
    maxWorkers: 2,
    // Server tests start PGlite (migrations, seed) several times; a busy 2-core machine needs the headroom.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
