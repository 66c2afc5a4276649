import type { CodeLanguage } from './highlight';

/**
 * highlightCode, loaded on first use: shiki and its grammars stay in their own chunk, out of every page that
 * merely imports the kit.
 */
export async function highlightCode(
  code: string,
  lang: CodeLanguage,
  theme: 'light' | 'dark',
): Promise<string> {
  const { highlightCode: run } = await import('./highlight');
  return run(code, lang, theme);
}

/** highlight (the language taken from the file name), loaded on first use like highlightCode. */
export async function highlightSource(code: string, file: string, theme: 'light' | 'dark'): Promise<string> {
  const { highlight } = await import('./highlight');
  return highlight(code, file, theme);
}
