import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

let highlighter: Promise<HighlighterCore> | null = null;

/** Only the languages and themes the source viewer shows, so the chunk stays small and needs no wasm. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
    langs: [import('@shikijs/langs/tsx'), import('@shikijs/langs/typescript'), import('@shikijs/langs/css')],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

export async function highlight(code: string, file: string, theme: 'light' | 'dark'): Promise<string> {
  const h = await getHighlighter();
  const lang = file.endsWith('.css') ? 'css' : file.endsWith('.tsx') ? 'tsx' : 'typescript';
  return h.codeToHtml(code, { lang, theme: theme === 'dark' ? 'github-dark' : 'github-light' });
}
