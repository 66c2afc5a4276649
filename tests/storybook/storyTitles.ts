import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Titles of the story files under stories/, read from their CSF meta. */
export function storyTitles(dir = 'stories'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return storyTitles(p);
    if (!name.endsWith('.stories.tsx')) return [];
    // The meta's title: a story's args may hold a `title` of their own before it.
    const m = readFileSync(p, 'utf8').match(/const meta = \{[^]*?\btitle:\s*['"`]([^'"`]+)['"`]/);
    return m?.[1] ? [m[1]] : [];
  });
}
