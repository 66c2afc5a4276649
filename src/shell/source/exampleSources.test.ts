import { describe, expect, it } from 'vitest';
import { exampleFiles } from './exampleSources';

const known = [
  '/src/examples/common/ExampleApp.tsx',
  '/src/examples/portfolio/PortfolioModel.ts',
  '/src/examples/portfolio/PortfolioApp.tsx',
  '/src/examples/todo/TodoApp.tsx',
];

describe('exampleFiles', () => {
  it("lists an app's own files, then the shared frame", () => {
    expect(exampleFiles('portfolio', known)).toEqual([
      '/src/examples/portfolio/PortfolioApp.tsx',
      '/src/examples/portfolio/PortfolioModel.ts',
      '/src/examples/common/ExampleApp.tsx',
    ]);
  });

  it('lists nothing for an id that is no example', () => {
    expect(exampleFiles('nothing', known)).toEqual([]);
    expect(exampleFiles('common', known)).toEqual([]);
    expect(exampleFiles('../portfolio', known)).toEqual([]);
  });

  it('finds the real example apps', () => {
    expect(exampleFiles('portfolio')).toContain('/src/examples/portfolio/PortfolioApp.tsx');
  });
});
