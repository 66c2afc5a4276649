import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LibraryVersion } from '../src/api/schemas';
import { ROOT_DIR } from './config';

/** The installed version of a package, read from its package.json (looked up like Node does), or 'unknown'. */
export function installedVersion(name: string, fromDir: string = ROOT_DIR): string {
  let dir = fromDir;
  for (;;) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg: unknown = JSON.parse(readFileSync(file, 'utf8'));
        if (pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string')
          return pkg.version;
      } catch {
        return 'unknown';
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/** The server-side libraries shown on the About widget: Node, the web framework, the ORM, the database driver. */
export function serverLibraries(databaseDriver: string): LibraryVersion[] {
  return [
    { name: 'node', version: process.versions.node },
    ...['fastify', 'drizzle-orm', databaseDriver, 'zod'].map((name) => ({
      name,
      version: installedVersion(name),
    })),
  ];
}
