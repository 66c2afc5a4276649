export {
  Store,
  DEFAULT_FILTER_SOURCE,
  type StoreConfig,
  type StoreTransaction,
  type StoreMerge,
  type StoreChanges,
} from './Store';
export { StoreRecord } from './StoreRecord';
export { RecordValidator, type RecordErrors, type StoreValidationState } from './validation';
export {
  compileFilter,
  andFilters,
  filtersEqual,
  isCompoundFilter,
  isFieldFilter,
  isTextFilter,
  FIELD_FILTER_OPS,
  type Filter,
  type FieldFilter,
  type FieldFilterOp,
  type CompoundFilter,
  type TextFilter,
  type TextMatchMode,
  type FilterValue,
  type RecordTest,
} from './filter';
export {
  parseSortSpec,
  parseSortSpecs,
  formatSortSpec,
  sortRecords,
  sortItems,
  sortData,
  sortKeys,
  type SortSpec,
  type SortSpecInput,
  type SortDir,
} from './sort';
export { defaultGroupLabel, type GroupSortFn, type GroupInfo } from './grouping';
export {
  isGroupRow,
  isExpandable,
  GROUP_ID_PREFIX,
  RecordRow,
  type StoreRow,
  type StoreRecordRow,
  type StoreGroupRow,
} from './rows';
export {
  labelOfField,
  fieldValue,
  type RecordId,
  type FieldSpec,
  type FieldType,
  type RecordData,
} from './types';
