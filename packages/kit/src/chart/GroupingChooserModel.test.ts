import { afterEach, describe, expect, it } from 'vitest';
import { GroupingChooserModel } from './GroupingChooserModel';

const KEY = 'test-grouping';
const config = {
  dimensions: ['region', 'sector', { name: 'symbol', label: 'Ticker' }],
  initialValue: ['sector', 'symbol'],
  initialFavorites: [['sector', 'symbol'], ['region']],
  persistWith: { localStorageKey: KEY },
};

afterEach(() => localStorage.clear());

describe('GroupingChooserModel', () => {
  it('starts from the initial grouping and favourites, labelled', () => {
    const model = new GroupingChooserModel(config);
    expect(model.value).toEqual(['sector', 'symbol']);
    expect(model.describe()).toBe('Sector › Ticker');
    expect(model.favorites).toEqual([['sector', 'symbol'], ['region']]);
    expect(model.isFavorite()).toBe(true);
  });

  it('accepts only known, distinct dimensions, and at least one', () => {
    const model = new GroupingChooserModel(config);
    model.setValue(['colour']);
    model.setValue(['region', 'region']);
    model.setValue([]);
    expect(model.value).toEqual(['sector', 'symbol']);
    model.setValue(['symbol', 'region']);
    expect(model.value).toEqual(['symbol', 'region']);
  });

  it('keeps the grouping and favourites in local storage for the next model', () => {
    const model = new GroupingChooserModel(config);
    model.setValue(['region', 'sector']);
    model.addFavorite();
    model.removeFavorite(['region']);
    const next = new GroupingChooserModel(config);
    expect(next.value).toEqual(['region', 'sector']);
    expect(next.favorites).toEqual([
      ['sector', 'symbol'],
      ['region', 'sector'],
    ]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      version: 1,
      value: ['region', 'sector'],
      favorites: [
        ['sector', 'symbol'],
        ['region', 'sector'],
      ],
    });
  });

  it('ignores saved state that no longer fits', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, value: ['colour'], favorites: [['colour'], ['region']] }),
    );
    const model = new GroupingChooserModel(config);
    expect(model.value).toEqual(['sector', 'symbol']);
    expect(model.favorites).toEqual([['region']]);
  });
});
