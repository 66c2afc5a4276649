// @vitest-environment node
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName, extensionOf, MAX_NAME_LENGTH } from './fileName';

/** Every character the shown name must not hold. */
const UNSHOWN = /[\p{Cc}\p{Cs}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const graphemes = (s: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)];

describe('displayName', () => {
  it('keeps the last path segment, without control characters', () => {
    expect(displayName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(displayName('C:\\Users\\me\\report.csv')).toBe('report.csv');
    expect(displayName('bell\u0007 and\u0085 nul\u0000.txt')).toBe('bell and nul.txt');
    expect(displayName(' \u0007 ')).toBe('unnamed');
  });

  it('cuts a long name before its extension, which it keeps', () => {
    const txt = displayName(`${'a'.repeat(300)}.txt`);
    expect(txt).toBe(`${'a'.repeat(MAX_NAME_LENGTH - 4)}.txt`);
    const png = displayName(`${'holiday-photo-'.repeat(30)}.png`);
    expect(png).toHaveLength(MAX_NAME_LENGTH);
    expect(png.endsWith('.png')).toBe(true);
    // A dot far from the end starts no extension: the name is cut like any other.
    expect(displayName(`x.${'y'.repeat(300)}`)).toBe(`x.${'y'.repeat(MAX_NAME_LENGTH - 2)}`);
  });

  it('cuts between grapheme clusters: no half emoji (U+FFFD), no family split into people', () => {
    const smiles = displayName(`${'😀'.repeat(150)}.png`);
    expect(smiles).toBe(`${'😀'.repeat((MAX_NAME_LENGTH - 4) / 2)}.png`);
    const family = '👨‍👩‍👧‍👦'; // 11 code units: four people joined by ZWJ
    const families = displayName(`a${family.repeat(40)}.txt`);
    expect(families).toBe(`a${family.repeat(Math.floor((MAX_NAME_LENGTH - 5) / family.length))}.txt`);
    const accents = displayName(`${'e\u0301'.repeat(150)}.md`);
    expect(accents).toBe(`${'e\u0301'.repeat((MAX_NAME_LENGTH - 3) / 2)}.md`);
    expect(`${smiles}${families}${accents}`).not.toMatch(/\uFFFD/);
  });

  it('drops bidirectional controls, with which a name shows other than it reads', () => {
    expect(displayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(
      displayName(
        'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm\u2028n\u2029o.txt',
      ),
    ).toBe('abcdefghijklmno.txt');
    // A lone surrogate (a broken client) is dropped too; a whole pair is kept.
    expect(displayName('half\uD83D.txt')).toBe('half.txt');
  });

  it('any name: at most 200 long, well formed, nothing unshown, never empty', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 400 }),
          fc.string({ unit: 'grapheme', maxLength: 300 }),
        ),
        (name) => {
          const shown = displayName(name);
          expect(shown.length).toBeGreaterThan(0);
          expect(shown.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
          expect(shown).not.toMatch(UNSHOWN);
          expect(shown.trim()).toBe(shown);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('any long name with an extension: the extension is kept and the rest is whole graphemes of the name', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 300 })
          .map((s) => s.replace(new RegExp(String.raw`[./\\\s]|${UNSHOWN.source}`, 'gu'), ''))
          .filter((s) => s.length > 0),
        fc.constantFrom('.txt', '.png', '.json'),
        (stem, extension) => {
          const shown = displayName(`${stem}${extension}`);
          expect(shown.endsWith(extension)).toBe(true);
          const kept = shown.slice(0, shown.length - extension.length);
          expect(stem.startsWith(kept)).toBe(true);
          // The cut falls between graphemes of the original name.
          expect(graphemes(kept).map((g) => g.segment)).toEqual(
            graphemes(stem)
              .slice(0, graphemes(kept).length)
              .map((g) => g.segment),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds a name's extension as Node's path.extname does, without Node", () => {
    for (const name of ['a.txt', 'a.tar.gz', '.env', '.env.local', 'a.', '..', '...', '..a', 'noext', ''])
      expect([name, extensionOf(name)]).toEqual([name, path.extname(name)]);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z.]{0,8}$/),
        fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replace(/[\\/]/g, '')),
        (dots, any) => {
          for (const name of [dots, any]) expect(extensionOf(name)).toBe(path.extname(name));
        },
      ),
      { numRuns: 500 },
    );
  });
});
