import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_APPS, EXAMPLE_PAGES } from '../server/examplePageList.ts';
import { buildPages, examplePageHtml } from './examplePages.ts';

describe('example app pages', () => {
  it("makes each app's page from its title and entry, with no inline script or style", () => {
    const html = examplePageHtml({ title: 'FDA Recalls', dir: 'src/examples/recalls' });
    expect(html).toContain('<title>FDA Recalls · Toolbox</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('theme-color');
    // The CSP allows no inline code: the one script is the entry, by src.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="./main.tsx"></script>');
    expect(html).not.toMatch(/<style|style=/);
  });

  it("draws a phone app edge to edge with the browser's bar in its colour", () => {
    const html = examplePageHtml({ title: 'Mobile', dir: 'src/examples/mobile', phone: true });
    expect(html).toContain('content="width=device-width, initial-scale=1.0, viewport-fit=cover"');
    expect(html).toContain('<meta name="theme-color" content="#1e5a8c" />');
  });

  it('escapes the title and names the entry as asked (the dev server names it from the root)', () => {
    const html = examplePageHtml(
      { title: 'Q&A <beta>', dir: 'src/examples/qa' },
      '/src/examples/qa/main.tsx',
    );
    expect(html).toContain('<title>Q&#38;A &#60;beta&#62; · Toolbox</title>');
    expect(html).toContain('<script type="module" src="/src/examples/qa/main.tsx"></script>');
  });

  it('builds the shell and a page per app at the path the server serves it from', () => {
    const pages = buildPages();
    expect(Object.keys(pages)).toEqual(['main', ...Object.keys(EXAMPLE_APPS).map((p) => p.slice(1))]);
    expect(EXAMPLE_PAGES['/mobile']).toBe('src/examples/mobile/index.html');
    expect(pages.fileManager).toBe(
      path.resolve(import.meta.dirname, '../src/examples/fileManager/index.html'),
    );
  });
});
