import type { PaletteEntry } from './paletteEntries';

/** A part of a description to show under a result: the text around the first matched word, that word marked. */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

export interface PaletteMatch {
  entry: PaletteEntry;
  snippet: Snippet | null;
}

interface Weights {
  /** The whole field is the term, or its plural ('grid' and the Grids tab). */
  exact: number;
  prefix: number;
  word: number;
  inside: number;
}

// An exact title, then an exact tab ('grid' lists the Grids tab, Standard first, before Grid TreeMap), then a
// title that starts with or holds the term, then the rest of a tab's name, then a description.
const TITLE: Weights = { exact: 100, prefix: 90, word: 70, inside: 50 };
const TAB: Weights = { exact: 95, prefix: 35, word: 30, inside: 20 };
const DESCRIPTION: Weights = { exact: 12, prefix: 12, word: 12, inside: 6 };
/**
 * Added when a query of several words starts the title ('grouped r' → Grouped Rows before Grouped Columns). A
 * single word that starts a title scores as a prefix already.
 */
const WHOLE_TITLE_PREFIX = 60;
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 140;

const lower = (s: string) => s.toLowerCase();
/** Letters and digits only: 'ag-Grid Wrapper' → 'aggridwrapper', so 'aggrid' and 'ag-grid' find it. */
const compact = (s: string) => lower(s).replace(/[^\p{L}\p{N}]+/gu, '');
const wordsOf = (s: string) =>
  lower(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a field is the term itself, or its plural or singular ('grid' and 'Grids'). */
function sameName(text: string, term: string): boolean {
  const a = compact(text);
  const b = compact(term);
  return b !== '' && (a === b || a === `${b}s` || `${a}s` === b);
}

function fieldScore(text: string, term: string, w: Weights): number {
  const t = lower(text);
  if (t === term || sameName(t, term)) return w.exact;
  if (t.startsWith(term)) return w.prefix;
  const c = compact(term);
  if (c && wordsOf(t).some((word) => word.startsWith(c))) return w.word;
  if (t.includes(term) || (c !== '' && compact(t).includes(c))) return w.inside;
  return 0;
}

/** The query's words, lower case; punctuation inside a word is kept ('p&l', 'ag-grid'). */
export function queryTerms(query: string): string[] {
  return lower(query)
    .split(/\s+/)
    .filter((t) => compact(t) !== '');
}

/** The description around the first of the terms it contains (the longest first), or its opening. */
export function snippetOf(description: string, terms: readonly string[]): Snippet {
  const text = lower(description);
  const found = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => ({ t, at: text.indexOf(t) }))
    .find((f) => f.at >= 0);
  if (!found) {
    const cut = description.length > SNIPPET_LENGTH;
    return {
      before: '',
      match: '',
      after: cut ? `${description.slice(0, SNIPPET_LENGTH).trimEnd()}…` : description,
    };
  }
  let start = Math.max(0, found.at - SNIPPET_BEFORE);
  // Start at a word, not in the middle of one.
  if (start > 0) start = description.indexOf(' ', start) + 1 || start;
  if (start > found.at) start = found.at;
  const end = Math.min(description.length, start + SNIPPET_LENGTH);
  const matchEnd = found.at + found.t.length;
  return {
    before: `${start > 0 ? '…' : ''}${description.slice(start, found.at)}`,
    match: description.slice(found.at, matchEnd),
    after: `${description.slice(matchEnd, Math.max(end, matchEnd))}${end < description.length ? '…' : ''}`,
  };
}

/**
 * The entries that match every word of the query in their title, tab or description, best first: exact titles,
 * then exact tabs, then the other title matches, tab matches and description matches, whole words before parts,
 * built demos before unbuilt ones, then in catalog order. An empty query gives every entry in catalog order.
 */
export function searchPalette(entries: readonly PaletteEntry[], query: string): PaletteMatch[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return entries.map((entry) => ({ entry, snippet: null }));
  const whole = lower(query.trim());
  const scored: { entry: PaletteEntry; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    let score = 0;
    for (const term of terms) {
      const best = Math.max(
        fieldScore(entry.title, term, TITLE),
        fieldScore(entry.tab, term, TAB),
        entry.description ? fieldScore(entry.description, term, DESCRIPTION) : 0,
      );
      if (best === 0) return;
      score += best;
    }
    if (terms.length > 1 && lower(entry.title).startsWith(whole)) score += WHOLE_TITLE_PREFIX;
    if (entry.built) score += 1;
    scored.push({ entry, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map(({ entry }) => ({
    entry,
    snippet: entry.description ? snippetOf(entry.description, terms) : null,
  }));
}
