import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Titles of the story files under stories/, read from their CSF meta. */
export function storyTitles(dir = 'stories'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return storyTitles(p);
    if (!name.endsWith('.stories.tsx')) return [];
    const m = readFileSync(p, 'utf8').match(/title:\s*['"`]([^'"`]+)['"`]/);
    return m?.[1] ? [m[1]] : [];
  });
}
