import { describe, expect, it } from 'vitest';
import { demoAtPath } from '../src/shell/catalog/catalog';
import { demoFiles, demoPagePreloads, shellPaths, staticClosure, withPreloads } from './routePages';

type Chunk = { fileName: string; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
const chunk = (fileName: string, imports: string[] = [], css: string[] = []): [string, Chunk] => [
  fileName,
  { fileName, imports, viteMetadata: { importedCss: new Set(css) } },
];

const CHUNKS = new Map([
  chunk('assets/main.js', ['assets/shell.js']),
  chunk('assets/shell.js', [], ['assets/shell.css']),
  chunk(
    'assets/Grid.stories.js',
    ['assets/shell.js', 'assets/GridModel.js', 'assets/ag-grid.js'],
    ['assets/Grid.css'],
  ),
  chunk('assets/GridModel.js', ['assets/ag-grid.js', 'assets/shell.js'], ['assets/GridModel.css']),
  chunk('assets/ag-grid.js', ['assets/shell.js']),
]);

describe('route pages', () => {
  it('follows static imports once each, the chunk first', () => {
    expect(staticClosure(CHUNKS, 'assets/Grid.stories.js')).toEqual([
      'assets/Grid.stories.js',
      'assets/shell.js',
      'assets/GridModel.js',
      'assets/ag-grid.js',
    ]);
  });

  it("preloads a demo's code and styles, not what the shell page loads already", () => {
    const shell = new Set(staticClosure(CHUNKS, 'assets/main.js'));
    expect(demoFiles(CHUNKS, 'assets/Grid.stories.js', shell)).toEqual({
      js: ['assets/Grid.stories.js', 'assets/GridModel.js', 'assets/ag-grid.js'],
      css: ['assets/Grid.css', 'assets/GridModel.css'],
    });
  });

  it("preloads a demo's header and styles on its page, not its code, which loads once the header has painted", () => {
    const shell = new Set(staticClosure(CHUNKS, 'assets/main.js'));
    expect(demoPagePreloads(CHUNKS, 'assets/Grid.stories.js', 'assets/Grid.header.js', shell)).toEqual({
      js: ['assets/Grid.header.js'],
      css: ['assets/Grid.css', 'assets/GridModel.css'],
    });
    expect(demoPagePreloads(CHUNKS, 'assets/Grid.stories.js', undefined, shell).js).toEqual([]);
  });

  it('adds the hints at the end of the head, under the base', () => {
    const html = '<html><head><title>Toolbox</title></head><body></body></html>';
    const page = withPreloads(
      html,
      '/app/',
      { js: ['assets/a.js'], css: ['assets/a.css'] },
      '/api/auth/session',
    );
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/api/auth/session" as="fetch" crossorigin>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/app/assets/a.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/app/assets/a.css">');
    expect(page).toContain('<body></body>');
  });

  it('refuses a page without a head to add to', () => {
    expect(() => withPreloads('<p>no head</p>', '/', { js: [], css: [] }, null)).toThrow('</head>');
  });

  it('covers every tab and every demo address, each showing a demo', () => {
    const paths = shellPaths();
    expect(paths).toContain('/app/home');
    expect(paths).toContain('/app/grids');
    expect(paths).toContain('/app/grids/standard');
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(demoAtPath(p), p).toBeDefined();
  });
});
