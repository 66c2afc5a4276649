import type { Environment } from '../../src/api/schemas';

/** A fixed Environment for Storybook and the mocks: deterministic, so stories and snapshots do not drift. */
export const MOCK_ENVIRONMENT: Environment = {
  appName: 'Toolbox',
  appCode: 'toolbox',
  version: '0.1.0',
  build: 'storybook',
  environment: 'Storybook',
  appTimeZone: 'America/New_York',
  serverTimeZone: 'America/New_York',
  serverTimeZoneOffsetMinutes: -300,
  serverUptimeSeconds: 3600,
  serverTime: '2025-01-15T15:30:00.000Z',
  serverLibraries: [
    { name: 'node', version: '20.19.0' },
    { name: 'fastify', version: '5.0.0' },
    { name: 'drizzle-orm', version: '0.45.0' },
    { name: '@electric-sql/pglite', version: '0.5.0' },
    { name: 'zod', version: '4.0.0' },
  ],
};
