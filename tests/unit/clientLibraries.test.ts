// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import libraries from 'virtual:client-libraries';
import { CLIENT_LIBRARIES, lockedVersions } from '../../scripts/clientLibraries';

describe('client libraries of the About widget', () => {
  it('reads each version from the lock file, in the order asked, and says when one is missing', () => {
    const lock = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': { name: 'toolbox' },
        'node_modules/react': { version: '19.3.1' },
        'node_modules/@visx/shape': { version: '4.0.0' },
        'node_modules/a/node_modules/react': { version: '18.0.0' },
      },
    });
    expect(lockedVersions(lock, ['@visx/shape', 'react', 'left-pad'])).toEqual([
      { name: '@visx/shape', version: '4.0.0' },
      { name: 'react', version: '19.3.1' },
      { name: 'left-pad', version: 'Not available' },
    ]);
    expect(lockedVersions('{}', ['react'])).toEqual([{ name: 'react', version: 'Not available' }]);
  });

  it('serves the project lock file as virtual:client-libraries', () => {
    const lock = readFileSync(resolve(import.meta.dirname, '../../package-lock.json'), 'utf8');
    expect(libraries).toEqual(lockedVersions(lock, CLIENT_LIBRARIES));
    for (const lib of libraries) expect(lib.version, lib.name).toMatch(/^\d+\.\d+\.\d+/);
  });
});
