export { DataView, type DataViewProps } from './DataView';
export { DataViewModel, DATAVIEW_EMPTY_TEXT, DATAVIEW_COLUMN_ID, type DataViewConfig } from './DataViewModel';
