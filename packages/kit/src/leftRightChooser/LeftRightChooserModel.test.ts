import { describe, expect, it, vi } from 'vitest';
import { isGroupRow } from '../data';
import { LeftRightChooserModel, type LeftRightChooserItem } from './LeftRightChooserModel';

const ITEMS: LeftRightChooserItem[] = [
  { text: 'Pear', value: 'pear', group: 'Tree' },
  { text: 'Apple', value: 'apple', group: 'Tree', description: 'Crisp' },
  { text: 'Mango', value: 'mango', group: 'Tropical', side: 'right' },
  { text: 'Lemon', value: 'lemon', group: 'Citrus', side: 'right', locked: true },
  { text: 'Fig', value: 'fig' },
];

const texts = (m: LeftRightChooserModel, side: 'left' | 'right') =>
  m.gridModel(side).store.rows.map((r) => (isGroupRow(r) ? `[${r.label}]` : r.record.data.text));

describe('LeftRightChooserModel', () => {
  it('puts items on their sides, in data order, grouped with an ungrouped name', () => {
    const m = new LeftRightChooserModel({
      data: ITEMS,
      ungroupedName: 'Others',
      rightGroupingEnabled: false,
    });
    expect(m.leftValues).toEqual(['pear', 'apple', 'fig']);
    expect(m.rightValues).toEqual(['mango', 'lemon']);
    expect(texts(m, 'left')).toEqual(['[Tree]', 'Pear', 'Apple', '[Others]', 'Fig']);
    expect(texts(m, 'right')).toEqual(['Mango', 'Lemon']);
  });

  it('sorts a side by text when asked', () => {
    const m = new LeftRightChooserModel({ data: ITEMS, leftGroupingEnabled: false, leftSorted: true });
    expect(texts(m, 'left')).toEqual(['Apple', 'Fig', 'Pear']);
  });

  it('moves the selection across, selects it there and reports the right values', () => {
    const onChange = vi.fn();
    const m = new LeftRightChooserModel({ data: ITEMS, onChange });
    expect(m.canMoveTo('right')).toBe(false);
    m.leftModel.select(['apple', 'fig']);
    expect(m.canMoveTo('right')).toBe(true);
    m.moveSelectedTo('right');
    expect(m.rightValues).toEqual(['apple', 'mango', 'lemon', 'fig']);
    expect(m.leftValues).toEqual(['pear']);
    expect(m.leftModel.selectedIds).toEqual([]);
    expect(m.rightModel.selectedIds).toEqual(['apple', 'fig']);
    expect(onChange).toHaveBeenCalledWith(['apple', 'mango', 'lemon', 'fig']);
    m.moveSelectedTo('left');
    expect(m.leftValues).toEqual(['pear', 'apple', 'fig']);
  });

  it('never moves a locked item', () => {
    const m = new LeftRightChooserModel({ data: ITEMS });
    m.rightModel.select('lemon');
    expect(m.canMoveTo('left')).toBe(false);
    m.moveSelectedTo('left');
    m.moveValues(['lemon'], 'left');
    expect(m.rightValues).toContain('lemon');
    m.rightModel.select(['lemon', 'mango']);
    expect(m.canMoveTo('left')).toBe(true);
    m.moveSelectedTo('left');
    expect(m.rightValues).toEqual(['lemon']);
    expect(m.canMoveAllTo('left')).toBe(false);
  });

  it('moves all items shown: the filter limits them', () => {
    const m = new LeftRightChooserModel({ data: ITEMS });
    m.leftModel.store.setFilter({ text: 'p', fields: ['text'], matchMode: 'start' });
    m.moveAllTo('right');
    expect(m.leftValues).toEqual(['apple', 'fig']);
    m.leftModel.store.setFilter(null);
    m.moveAllTo('right');
    expect(m.leftValues).toEqual([]);
    expect(m.canMoveAllTo('right')).toBe(false);
    m.moveAllTo('left');
    expect(m.rightValues).toEqual(['lemon']);
    // Moving all selects nothing: the whole side would be selected.
    expect(m.leftModel.selectedIds).toEqual([]);
  });

  it('keeps one selection at a time', () => {
    const m = new LeftRightChooserModel({ data: ITEMS });
    m.leftModel.select('pear');
    m.rightModel.select('mango');
    expect(m.leftModel.selectedIds).toEqual([]);
    m.leftModel.select('apple');
    expect(m.rightModel.selectedIds).toEqual([]);
    m.destroy();
    m.rightModel.select('mango');
    expect(m.leftModel.selectedIds).toEqual(['apple']);
  });

  it('setData replaces the items and clears the selections', () => {
    const m = new LeftRightChooserModel({ data: ITEMS });
    m.leftModel.select('pear');
    m.setData([{ text: 'Kiwi', value: 'kiwi', side: 'right' }]);
    expect(m.leftValues).toEqual([]);
    expect(m.rightValues).toEqual(['kiwi']);
    expect(m.leftModel.selectedIds).toEqual([]);
  });
});
