import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database is created and migrated, for test servers to start from a copy. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup: creates and migrates one embedded database for the whole run. Creating a PGlite database (its
 * initdb) took some 5 s of CPU per test server, and the server tests start over a hundred; a copy of this one
 * takes under one. Every test server copies it into its own DATA_DIR (server/testing.ts), so none shares a file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-pglite-template-'));
  const handle = await openDatabase({ dataDir, databaseUrl: undefined });
  await handle.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
