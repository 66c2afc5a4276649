import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** The languages the kit highlights. */
export type CodeLanguage = 'tsx' | 'typescript' | 'css' | 'json';

let highlighter: Promise<HighlighterCore> | null = null;

/**
 * Per-line tokenizing budget. Shiki's default (500 ms) can run out while the first lines compile their regular
 * expressions on a busy machine, leaving the rest of a line uncoloured; samples are short, so allow more.
 */
const TOKENIZE_TIME_LIMIT_MS = 5000;

/**
 * Only the languages and themes the kit shows (TypeScript/TSX samples, the CSS beside demos, JSON data), so the chunk
 * stays small, and the JavaScript regex engine, so no wasm is needed.
 */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    // GitHub's Primer "default" themes: every token colour reads at 4.5:1 or more (WCAG AA) on the kit's
    // surfaces; the older github-light / github-dark have orange and grey tokens below it.
    themes: [import('@shikijs/themes/github-light-default'), import('@shikijs/themes/github-dark-default')],
    langs: [
      import('@shikijs/langs/tsx'),
      import('@shikijs/langs/typescript'),
      import('@shikijs/langs/css'),
      import('@shikijs/langs/json'),
    ],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The language of a file by its extension: .css, .tsx, .json, else TypeScript. */
export function languageOf(file: string): CodeLanguage {
  if (file.endsWith('.json')) return 'json';
  return file.endsWith('.css') ? 'css' : file.endsWith('.tsx') ? 'tsx' : 'typescript';
}

/** Highlighted HTML (a `<pre class="shiki">`) of code in a language, in the GitHub light or dark colours. */
export async function highlightCode(
  code: string,
  lang: CodeLanguage,
  theme: 'light' | 'dark',
): Promise<string> {
  const h = await getHighlighter();
  return h.codeToHtml(code, {
    lang,
    theme: theme === 'dark' ? 'github-dark-default' : 'github-light-default',
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
  });
}

/** Highlighted HTML of a source file, its language taken from the file name. */
export function highlight(code: string, file: string, theme: 'light' | 'dark'): Promise<string> {
  return highlightCode(code, languageOf(file), theme);
}
