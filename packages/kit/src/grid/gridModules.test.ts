import { describe, expect, it } from 'vitest';
import { gridEdits, gridModules, type GridFeatures } from './gridModules';

interface Row {
  name: string;
  pnl: number;
}

const names = (features: Partial<GridFeatures<Row>>) =>
  gridModules<Row>({
    columns: [{ field: 'name' }, { field: 'pnl' }],
    columnAutosize: false,
    fullRowEditing: false,
    hasRules: false,
    ...features,
  }).map((m) => m.moduleName);

describe('gridModules', () => {
  it('leaves out what a read-only grid without tooltips or autosizing never uses', () => {
    const plain = names({});
    for (const used of ['ClientSideRowModel', 'RowSelection', 'HighlightChanges', 'CsvExport', 'TextFilter'])
      expect(plain).toContain(used);
    // Unused, but AG Grid scrolls a row into view again on later updates without it.
    expect(plain).toContain('RowAutoHeight');
    for (const unused of [
      'TextEditor',
      'Tooltip',
      'ColumnAutoSize',
      'PinnedRow',
      'Pagination',
      'UndoRedoEdit',
    ])
      expect(plain).not.toContain(unused);
  });

  it('adds the editors when a column (or the whole row) is editable, in a column group too', () => {
    expect(names({ columns: [{ field: 'name', editable: true }] })).toContain('TextEditor');
    expect(names({ fullRowEditing: true })).toContain('SelectEditor');
    const grouped = names({
      columns: [{ groupId: 'g', header: 'G', children: [{ field: 'pnl', editable: (r) => r.data.pnl > 0 }] }],
    });
    expect(grouped).toContain('NumberEditor');
    expect(gridEdits<Row>({ columns: [{ field: 'name' }], fullRowEditing: false })).toBe(false);
  });

  it('adds tooltips for a column or header tooltip, or field rules (their messages), and autosizing when asked', () => {
    expect(names({ columns: [{ field: 'name', tooltip: true }] })).toContain('Tooltip');
    expect(names({ columns: [{ field: 'name', headerTooltip: 'The name' }] })).toContain('Tooltip');
    expect(names({ hasRules: true })).toContain('Tooltip');
    expect(names({ columnAutosize: true })).toContain('ColumnAutoSize');
  });
});
