import { defineConfig } from 'vitest/config';

/** Contract tests: the MSW handlers and the real server answer the same requests with schema-valid bodies. */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/setup/pgliteTemplate.ts'],
    setupFiles: ['./tests/setup/usePgliteTemplate.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
