export { FormModel } from './FormModel';
export { Form, useFieldDefaults, type FormProps, type FieldDefaults } from './Form';
export { FormField, type FormFieldProps, type FieldBinding } from './FormField';
export { SubFormList, type SubFormListProps } from './SubFormList';
export {
  required,
  lengthIs,
  numberIs,
  validEmail,
  dateIs,
  stringExcludes,
  constrainAll,
  when,
  isEmptyValue,
  toMessages,
} from './rules';
export { readonlyText, EMPTY_READONLY_TEXT } from './readonlyText';
export { buildSchema, validateValues, startCase, type ErrorMap } from './validation';
export type {
  FieldConfig,
  FieldsConfig,
  FieldRule,
  FieldValues,
  FormConfig,
  Rule,
  RuleContext,
  RuleResult,
  ConditionalRule,
  SubFormConfig,
  ValidationState,
} from './types';
