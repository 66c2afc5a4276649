// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskModuleReader, extractDemoMeta, type ModuleReader } from '../../scripts/demoMeta';

const reader =
  (modules: Record<string, string>): ModuleReader =>
  (specifier) =>
    specifier in modules ? { file: specifier, source: modules[specifier] as string } : null;

describe('extractDemoMeta', () => {
  it('reads the title and folds the description: constants, concatenation, templates, imported constants', () => {
    const source = `
      import type { Meta } from '@storybook/react-vite';
      import { STATE_KEY } from './Model';
      const ROWS = 1000;
      const description =
        'A grid of ' + ROWS + ' trades; ' +
        \`its state persists under \${STATE_KEY} (\${['a', 'b'].length} keys).\`;
      const meta = {
        title: 'Grids/Grouped Columns',
        component: Panel,
        parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
      } satisfies Meta<typeof Panel>;
      export default meta;
    `;
    const read = reader({ './Model': "export const STATE_KEY = 'groupedCols';" });
    expect(extractDemoMeta(source, 'x.stories.tsx', read)).toEqual({
      title: 'Grids/Grouped Columns',
      description: 'A grid of 1000 trades; its state persists under groupedCols (2 keys).',
    });
  });

  it('leaves out what cannot be worked out statically, keeping the sentence readable', () => {
    const source = `
      import { ICON_NAMES } from '@toolbox/kit/icon';
      export default {
        title: 'Other/Icons',
        parameters: { docs: { description: { component: \`The kit's \${ICON_NAMES.length} built-in icons.\` } } },
      };
    `;
    expect(extractDemoMeta(source, 'Icons.stories.tsx')).toEqual({
      title: 'Other/Icons',
      description: "The kit's built-in icons.",
    });
  });

  it('keeps a whole description as written for the header (`exact`), and tidies only what it had to cut', () => {
    const source = `
      export default {
        title: 'Other/FileChooser',
        parameters: { docs: { description: { component: \`
Accepts only .txt and .png files.

**Try it:** drop one.
\` } } },
      };
    `;
    expect(extractDemoMeta(source, 'FileChooser.stories.tsx').description).toBe(
      'Accepts only .txt and .png files. **Try it:** drop one.',
    );
    expect(extractDemoMeta(source, 'FileChooser.stories.tsx', undefined, { exact: true }).description).toBe(
      '\nAccepts only .txt and .png files.\n\n**Try it:** drop one.\n',
    );
  });

  it('gives nulls for a file without a meta object or description', () => {
    expect(extractDemoMeta('export const x = 1;', 'a.tsx')).toEqual({ title: null, description: null });
    expect(extractDemoMeta("export default { title: 'Only/Title' };", 'b.tsx')).toEqual({
      title: 'Only/Title',
      description: null,
    });
  });
});

describe('the story files of the project', () => {
  const root = resolve(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return files(p);
      return name.endsWith('.stories.tsx') ? [p] : [];
    });

  it('each give their title, and a description that reads as text', () => {
    const stories = files(join(root, 'stories'));
    expect(stories.length).toBeGreaterThan(0);
    for (const file of stories) {
      const source = readFileSync(file, 'utf8');
      const meta = extractDemoMeta(source, file, diskModuleReader());
      // The title of the default export's meta: a story's args may hold a `title` of their own before it.
      const literalTitle = source.match(/const meta = \{[^]*?\btitle:\s*['"`]([^'"`]+)['"`]/)?.[1];
      expect(meta.title, file).toBe(literalTitle);
      // A file that gives its Docs page a description (`docs: { description: { … } }`); a Kit page's comes from
      // the component's TSDoc, and its sample data may have `description` fields of its own.
      if (/\bdescription:\s*\{/.test(source)) {
        expect(meta.description, file).toMatch(/^\S.{40,}[.)]$/s);
        expect(meta.description, file).not.toMatch(/\$\{|\bundefined\b|\[object/);
      }
    }
  });
});
