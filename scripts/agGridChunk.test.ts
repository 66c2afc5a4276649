import { describe, expect, it } from 'vitest';
import { AG_GRID, AG_GRID_CHUNK, COMPILE_ALL_HINT, compileHints } from './agGridChunk';

// That the built file starts with the hint: tests/e2e/compileHint.spec.ts.

describe('the AG Grid chunk', () => {
  it('takes both AG Grid packages and nothing else', () => {
    expect(AG_GRID.test('/p/node_modules/ag-grid-community/dist/package/main.esm.mjs')).toBe(true);
    expect(AG_GRID.test('C:\\p\\node_modules\\ag-grid-react\\dist\\index.mjs')).toBe(true);
    expect(AG_GRID.test('/p/node_modules/react-dom/index.js')).toBe(false);
    expect(AG_GRID.test('/p/packages/kit/src/grid/Grid.tsx')).toBe(false);
  });

  it('is the one chunk V8 is told to compile as it loads', () => {
    expect(compileHints({ name: AG_GRID_CHUNK })).toBe(COMPILE_ALL_HINT);
    expect(compileHints({ name: 'shell' })).toBe('');
    expect(compileHints({ name: 'grids' })).toBe('');
  });
});
