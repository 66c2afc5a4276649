export {
  RestGridModel,
  type RestAdapter,
  type RestGridConfig,
  type RestFormMode,
  type RestFormState,
} from './RestGridModel';
export { RestGrid, type RestGridProps } from './RestGrid';
export { RestForm, type RestFormProps } from './RestForm';
export {
  type RestFieldSpec,
  type RestFieldType,
  type RestEditorSpec,
  type RestRecord,
  type RestValues,
} from './restFields';
