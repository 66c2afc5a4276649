import { describe, expect, it } from 'vitest';
import type { PaletteEntry } from './paletteEntries';
import { PALETTE_ENTRIES } from './paletteIndex';
import { queryTerms, searchPalette, snippetOf } from './searchPalette';

function entry(title: string, tab: string, description: string | null = null, built = true): PaletteEntry {
  return {
    id: `${tab}.${title}`,
    title,
    tab,
    tabId: tab.toLowerCase(),
    description,
    to: { route: '/x' },
    built,
  };
}

const ENTRIES = [
  entry(
    'Standard',
    'Grids',
    'A GridModel over a Store of 1,000 trades, sorted by P&L. The filter field filters as you type.',
  ),
  entry('Grouped Rows', 'Grids', 'Rows grouped by a field.'),
  entry('Grouped Columns', 'Grids', 'Column groups that move together.'),
  entry('ag-Grid Wrapper', 'Grids', 'AG Grid Community used directly.'),
  entry('Column Filtering', 'Grids', 'Four ways to filter one Store.'),
  entry('Zone Grid', 'Grids', 'Multi-line rows.'),
  entry('OHLC', 'Charts', 'Candles of a stock over time.'),
  entry('TreeMap', 'Charts', 'Positions as nested rectangles.', false),
  entry('Grid TreeMap', 'Charts', 'A tree map beside a grid.'),
  entry('PIN Pad', 'Other', 'A 5-digit PIN pad.'),
];
const titles = (query: string) => searchPalette(ENTRIES, query).map((m) => m.entry.title);

describe('searchPalette', () => {
  it('gives everything in catalog order for an empty query', () => {
    expect(titles('  ')).toEqual(ENTRIES.map((e) => e.title));
  });

  it('finds by title, best first: whole title, then its start, then a word of it', () => {
    expect(titles('grouped')).toEqual(['Grouped Rows', 'Grouped Columns']);
    expect(titles('grouped c')[0]).toBe('Grouped Columns');
    expect(titles('column')).toEqual(['Column Filtering', 'Grouped Columns']);
  });

  it('finds by tab, and needs every word of the query to match somewhere', () => {
    expect(titles('charts')).toEqual(['OHLC', 'Grid TreeMap', 'TreeMap']);
    expect(titles('charts ohlc')).toEqual(['OHLC']);
    expect(titles('charts pin')).toEqual([]);
  });

  it('puts an exact title first, then the demos of a tab the query names (singular or plural), in catalog order', () => {
    expect(titles('grid')).toEqual([
      'Standard',
      'Grouped Rows',
      'Grouped Columns',
      'ag-Grid Wrapper',
      'Column Filtering',
      'Zone Grid',
      'Grid TreeMap',
    ]);
    expect(titles('treemap')).toEqual(['TreeMap', 'Grid TreeMap']);
    expect(titles('chart')[0]).toBe('OHLC');
  });

  it('ranks the Grids tab first for "grid" in the real catalog, Standard at the top', () => {
    const ranked = searchPalette(PALETTE_ENTRIES, 'grid').map((m) => m.entry);
    const gridsTab = PALETTE_ENTRIES.filter((e) => e.tabId === 'grids');
    expect(ranked.slice(0, gridsTab.length).map((e) => e.title)).toEqual(gridsTab.map((e) => e.title));
    expect(ranked[0]?.title).toBe('Standard');
  });

  it('finds by a word only the description has, after the title matches', () => {
    expect(titles('filter')).toEqual(['Column Filtering', 'Standard']);
    expect(titles('candles')).toEqual(['OHLC']);
  });

  it('ignores case and punctuation inside names', () => {
    expect(titles('aggrid')).toEqual(['ag-Grid Wrapper']);
    expect(titles('AG-GRID')[0]).toBe('ag-Grid Wrapper');
    expect(titles('pinpad')).toEqual(['PIN Pad']);
  });

  it('marks the matched word in a snippet of the description', () => {
    const [standard] = searchPalette(ENTRIES, 'standard filter');
    expect(standard?.snippet).toEqual({
      before: '…of 1,000 trades, sorted by P&L. The ',
      match: 'filter',
      after: ' field filters as you type.',
    });
  });
});

describe('snippetOf', () => {
  it('opens the description when no word of the query is in it, cut with an ellipsis when long', () => {
    expect(snippetOf('Short text.', ['zzz'])).toEqual({ before: '', match: '', after: 'Short text.' });
    expect(snippetOf('word '.repeat(60), ['zzz']).after).toMatch(/…$/);
  });
});

describe('queryTerms', () => {
  it('splits on spaces, keeps punctuation inside words and drops words that are only punctuation', () => {
    expect(queryTerms('  P&L  - ag-Grid ')).toEqual(['p&l', 'ag-grid']);
  });
});
