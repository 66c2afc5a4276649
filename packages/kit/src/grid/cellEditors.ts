import type { ColDef } from 'ag-grid-community';
import type { StoreRow } from '../data';

/** An option of a select editor: a value, shown as itself or with a label. */
export type SelectEditorOption = string | { value: string; label: string };

/**
 * How a cell is edited: AG Grid Community's own editors (keyboard-complete, themed with the grid), chosen by
 * the value's type.
 * - text: a line of text; number: digits (invalid text is refused); localDate: a 'YYYY-MM-DD' date picker;
 * - boolean: a check box, toggled with one click or Space; select: one of `options`;
 * - longText: a multi-line text box over the cell (in full-row editing, a line in the cell).
 */
export type CellEditor =
  | { type: 'text'; maxLength?: number }
  | { type: 'number'; precision?: number }
  | { type: 'localDate'; min?: string; max?: string }
  | { type: 'boolean' }
  | { type: 'select'; options: readonly SelectEditorOption[] }
  | { type: 'longText'; maxLength?: number; rows?: number };

export type CellEditorType = CellEditor['type'];

/** The editor of a column spec: a type name for the plain ones, or the full spec. */
export type CellEditorSpec = Exclude<CellEditorType, 'select'> | CellEditor;

type EditorDef = Pick<
  ColDef<StoreRow<object>>,
  'cellEditor' | 'cellEditorParams' | 'cellEditorPopup' | 'cellDataType' | 'cellRenderer' | 'refData'
>;

const optionValue = (o: SelectEditorOption) => (typeof o === 'string' ? o : o.value);

/** The AG Grid column settings that give a column its editor. */
export function editorColDef(spec: CellEditorSpec | undefined, fullRow: boolean): EditorDef {
  const editor: CellEditor =
    typeof spec === 'string' ? ({ type: spec } as CellEditor) : (spec ?? { type: 'text' });
  switch (editor.type) {
    case 'text':
      return {
        cellDataType: 'text',
        cellEditor: 'agTextCellEditor',
        cellEditorParams: editor.maxLength ? { maxLength: editor.maxLength } : undefined,
      };
    case 'number':
      return {
        cellDataType: 'number',
        cellEditor: 'agNumberCellEditor',
        // No min / max here: out-of-range values are kept and flagged by the store's rules, as in a form.
        cellEditorParams: { precision: editor.precision, showStepperButtons: false },
      };
    case 'localDate':
      return {
        cellDataType: 'dateString',
        cellEditor: 'agDateStringCellEditor',
        cellEditorParams: { min: editor.min, max: editor.max },
      };
    case 'boolean':
      // The check box renderer toggles in one click (no edit mode) and reports it as an edit.
      return {
        cellDataType: 'boolean',
        cellEditor: 'agCheckboxCellEditor',
        cellRenderer: 'agCheckboxCellRenderer',
      };
    case 'select': {
      const labels = editor.options.filter((o) => typeof o !== 'string');
      return {
        cellDataType: 'text',
        cellEditor: 'agSelectCellEditor',
        cellEditorParams: { values: editor.options.map(optionValue) },
        refData: labels.length ? Object.fromEntries(labels.map((o) => [o.value, o.label])) : undefined,
      };
    }
    case 'longText':
      // AG Grid has no popup editors in full-row editing: the text is then edited on its line, in the cell.
      return fullRow
        ? {
            cellDataType: 'text',
            cellEditor: 'agTextCellEditor',
            cellEditorParams: editor.maxLength ? { maxLength: editor.maxLength } : undefined,
          }
        : {
            cellDataType: 'text',
            cellEditor: 'agLargeTextCellEditor',
            cellEditorPopup: true,
            cellEditorParams: { maxLength: editor.maxLength ?? 10_000, rows: editor.rows ?? 6, cols: 40 },
          };
  }
}
