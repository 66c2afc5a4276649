/** The longest shown name, in UTF-16 code units (as JavaScript counts a string's length). */
export const MAX_NAME_LENGTH = 200;
/** A longer "extension" (from the last dot) is part of the name, not a type, and is cut like the rest. */
const MAX_EXTENSION_LENGTH = 16;
const UNNAMED = 'unnamed';

/**
 * What a shown name must not hold: control characters (C0, DEL, C1), lone surrogates (from a broken client; the
 * database would store them as U+FFFD), line and paragraph separators, and the bidirectional controls (embeddings,
 * overrides, isolates, LRM/RLM, the Arabic letter mark), with which a name shows other than it reads:
 * `invoice\u202Efdp.exe` shows as `invoiceexe.pdf`.
 */
const UNSHOWN = /[\p{Cc}\p{Cs}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The extension of a name without slashes, as Node's `path.extname` finds it (the browser has no `path`): from the
 * last dot, unless that dot starts the name (`.env` has none) or the name is `..`.
 */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || name === '..' ? '' : name.slice(dot);
}

/** The longest start of `text` of at most `max` code units that ends between two grapheme clusters. */
function cutBetweenGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * The client's file name as shown and downloaded, by the server and the MSW mocks alike: its last path segment
 * without the characters above, trimmed, and at most MAX_NAME_LENGTH long. A long name is cut before its
 * extension, which is kept (the type check and the download need it), and only between grapheme clusters, so an
 * emoji or an accented letter is never split.
 */
export function displayName(clientName: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSHOWN, '').trim();
  if (!clean) return UNNAMED;
  const found = extensionOf(clean);
  const extension = found.length <= MAX_EXTENSION_LENGTH ? found : '';
  const stem = clean.slice(0, clean.length - extension.length);
  const cut = cutBetweenGraphemes(stem, MAX_NAME_LENGTH - extension.length).trimEnd();
  return `${cut || UNNAMED}${extension}`;
}
