import { describe, expect, it } from 'vitest';
import { barrelSources, initialModules, namesImported, type ModuleGraph } from './shellChunk';

/** A graph of modules under /p given as code; each module's imports are the relative modules its code names. */
function graphOf(files: Record<string, string>): ModuleGraph {
  const ids = Object.keys(files);
  return {
    code: (id) => files[id],
    importedIds: (id) =>
      [...(files[id] ?? '').matchAll(/["'](\.[^"']+)["']/g)]
        .map((m) => {
          const spec = m[1] ?? '';
          const base = new URL(spec, `file://${id}`).pathname;
          return ids.find((f) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].includes(f));
        })
        .filter((f): f is string => f !== undefined),
  };
}

const FILES = {
  '/p/shell/main.ts':
    "import { Button } from '../kit/button';\nimport { api } from '../api';\nimport './style';",
  '/p/shell/style.ts': 'export const style = 1;',
  '/p/kit/button/index.ts':
    "export { Button, type ButtonProps } from './Button';\nexport { SplitButton as Split } from './SplitButton';",
  '/p/kit/button/Button.tsx': 'export function Button() {}',
  '/p/kit/button/SplitButton.tsx':
    "import { Resizable } from '../../lib/resizable';\nexport function SplitButton() {}",
  '/p/lib/resizable.ts': 'export const Resizable = 1;',
  '/p/api/index.ts': "export * from './routes';\nexport * from './todo';\nexport { api } from './client';",
  '/p/api/routes.ts': 'export const API = {};',
  '/p/api/todo.ts': 'export const TODO_API = {};',
  '/p/api/client.ts': "import { API } from './routes';\nexport const api = { API };",
};
const isBarrel = (id: string) => id.endsWith('/index.ts');

describe('the modules an entry loads at start', () => {
  it('reads the names a module imports from another, or null when it takes it whole', () => {
    const graph = graphOf(FILES);
    expect(namesImported(graph, '/p/shell/main.ts', '/p/kit/button/index.ts')).toEqual(new Set(['Button']));
    expect(namesImported(graph, '/p/shell/main.ts', '/p/shell/style.ts')).toBeNull();
  });

  it('follows a barrel only to the modules that give the names taken, through `as` and `export *`', () => {
    const graph = graphOf(FILES);
    expect(barrelSources(graph, '/p/kit/button/index.ts', new Set(['Split']))).toEqual([
      '/p/kit/button/SplitButton.tsx',
    ]);
    expect(barrelSources(graph, '/p/api/index.ts', new Set(['API']))).toEqual(['/p/api/routes.ts']);
    // A name no star module declares may come through a further star: every star module is kept.
    expect(barrelSources(graph, '/p/api/index.ts', new Set(['Unknown']))).toEqual([
      '/p/api/routes.ts',
      '/p/api/todo.ts',
    ]);
  });

  it('leaves out what a barrel re-exports but the entry does not use', () => {
    const found = initialModules('/p/shell/main.ts', graphOf(FILES), isBarrel);
    expect([...found].sort()).toEqual([
      '/p/api/client.ts',
      '/p/api/index.ts',
      '/p/api/routes.ts',
      '/p/kit/button/Button.tsx',
      '/p/kit/button/index.ts',
      '/p/shell/main.ts',
      '/p/shell/style.ts',
    ]);
  });

  it("follows the kit's entries named by the package's name, like relative ones", () => {
    const files = {
      '/p/shell/main.ts': "import { Button } from '@toolbox/kit/button';",
      '/p/packages/kit/src/button/index.ts': FILES['/p/kit/button/index.ts'],
      '/p/packages/kit/src/button/Button.tsx': 'export function Button() {}',
      '/p/packages/kit/src/button/SplitButton.tsx': 'export function SplitButton() {}',
    };
    const graph = graphOf(files);
    const withKit: ModuleGraph = {
      code: graph.code,
      importedIds: (id) =>
        id === '/p/shell/main.ts' ? ['/p/packages/kit/src/button/index.ts'] : graph.importedIds(id),
    };
    expect(namesImported(withKit, '/p/shell/main.ts', '/p/packages/kit/src/button/index.ts')).toEqual(
      new Set(['Button']),
    );
    expect([...initialModules('/p/shell/main.ts', withKit, isBarrel)].sort()).toEqual([
      '/p/packages/kit/src/button/Button.tsx',
      '/p/packages/kit/src/button/index.ts',
      '/p/shell/main.ts',
    ]);
  });

  it('takes a whole barrel when a module imports it as a namespace', () => {
    const files = { ...FILES, '/p/shell/main.ts': "import * as kit from '../kit/button';" };
    const found = initialModules('/p/shell/main.ts', graphOf(files), isBarrel);
    expect(found).toContain('/p/kit/button/SplitButton.tsx');
    expect(found).toContain('/p/lib/resizable.ts');
  });
});
