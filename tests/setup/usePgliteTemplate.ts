import { inject } from 'vitest';
import { PGLITE_TEMPLATE_ENV } from './pgliteTemplateEnv';

// Test servers (server/testing.ts) start from a copy of the run's migrated database (tests/setup/pgliteTemplate.ts).
process.env[PGLITE_TEMPLATE_ENV] = inject('pgliteTemplate');
