// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlight, highlightCode, languageOf } from './highlight';

describe('highlight', () => {
  it('picks the language from the file name', () => {
    expect(languageOf('/stories/other/Jsx.tsx')).toBe('tsx');
    expect(languageOf('model.ts')).toBe('typescript');
    expect(languageOf('Panel.css')).toBe('css');
    expect(languageOf('package.json')).toBe('json');
  });

  it('highlights JSON: keys and values get different colours', async () => {
    const html = await highlightCode('{ "field": "city", "value": 42 }', 'json', 'light');
    const colours = new Set([...html.matchAll(/style="color:(#[0-9A-F]+)"/gi)].map((m) => m[1]));
    expect(html).toContain('<span style="color:#116329">"field"</span>');
    expect(html).toContain('<span style="color:#0A3069">"city"</span>');
    expect(colours.size).toBeGreaterThan(1);
  });

  it('highlights TSX in the light and dark GitHub themes, escaping the source', async () => {
    const code = 'const el = isAdmin && <Panel title="Users" />;';
    const light = await highlightCode(code, 'tsx', 'light');
    const dark = await highlightCode(code, 'tsx', 'dark');
    expect(light).toContain('class="shiki github-light-default"');
    expect(dark).toContain('class="shiki github-dark-default"');
    expect(light).toContain('&#x26;&#x26;'); // the source's "&&" and "<" are text, not markup
    expect(light).toContain('&#x3C;');
    // The keyword gets the theme's keyword colour: the code is tokenized, not just wrapped.
    expect(light).toContain('<span style="color:#CF222E">const</span>');
    expect(dark).toContain('<span style="color:#FF7B72">const</span>');
    expect(await highlight(code, 'x.tsx', 'light')).toBe(light);
  });
});
