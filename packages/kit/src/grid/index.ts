export { Grid, type GridProps } from './Grid';
export {
  GridModel,
  DEFAULT_EMPTY_TEXT,
  type GridConfig,
  type SelectionMode,
  type GridContextMenuFn,
  type GridContextMenuParams,
  type ClicksToEdit,
  type BeginEditOptions,
} from './GridModel';
export {
  type CellEditor,
  type CellEditorSpec,
  type CellEditorType,
  type SelectEditorOption,
} from './cellEditors';
export {
  colIdOf,
  columnText,
  columnValue,
  isColumnGroup,
  leafColumns,
  type ColumnSpec,
  type ColumnGroupSpec,
  type ColumnOrGroup,
  type ColumnAlign,
  type CellClassFn,
} from './columns';
export { type StoreView } from './StoreView';
export { GridCountLabel, pluralOf, type GridCountLabelProps } from './GridCountLabel';
export {
  StoreDirtyIndicator,
  StoreValidityIndicator,
  validationText,
  type StoreIndicatorProps,
} from './StoreIndicators';
export { StoreFilterField, FILTER_FIELD_SOURCE, type StoreFilterFieldProps } from './StoreFilterField';
export {
  FilterChooser,
  FILTER_CHOOSER_SOURCE,
  type FilterChooserProps,
  type FilterChooserFieldSpec,
} from './FilterChooser';
export {
  filterSuggestions,
  chipsToFilter,
  filterToChips,
  filterOption,
  type FilterChooserField,
  type FilterOption,
} from './filterSuggestions';
export {
  COLUMN_FILTER_SOURCE,
  agFilterModelToFilter,
  filterTypeOfField,
  type ColumnFilterType,
} from './columnFilters';
export {
  ColumnChooser,
  ColumnChooserButton,
  type ColumnChooserProps,
  type ColumnChooserButtonProps,
} from './ColumnChooser';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { csvCell, csvTextCell } from './csvCell';
export { TreeCheckModel, type CheckState } from './TreeCheckModel';
export { recordActionItems, isActionDisabled, isActionHidden, type RecordAction } from './RecordAction';
export { actionColumn } from './actionColumn';
export {
  formatNumber,
  numberCellFormatter,
  percentFormatter,
  dateFormatter,
  signClass,
  booleanCheckRenderer,
  booleanCheckColumn,
  type NumberCellOptions,
} from './cellFormats';
export {
  readGridState,
  writeGridState,
  clearGridState,
  mergeColumnState,
  ColumnStateSchema,
  SortBySchema,
  type ColumnState,
  type GridPersistedState,
} from './gridState';
export { gridTheme } from './gridTheme';
export { GridSideBar, type GridSideBarProps } from './GridSideBar';
export {
  GridSideBarModel,
  agGridColumns,
  type SideBarConfig,
  type SideBarOption,
  type SideBarPanelId,
  type SideBarColumnSource,
} from './GridSideBarModel';
export {
  sideBarItems,
  type ColumnPin,
  type SideBarColumn,
  type SideBarColumnGroup,
  type SideBarItem,
} from './sideBarColumns';
export { type SideBarFilterColumn, type ColumnFilterModel } from './sideBarFilters';
