import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: the cluster of `npm run cluster` (real PostgreSQL, instances, HAProxy), tested from outside. */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
    // Starting PostgreSQL and three servers on a busy 2-core machine.
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
