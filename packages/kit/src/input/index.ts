export { TextInput, type TextInputProps } from './TextInput';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { Label, type LabelProps } from './Label';
export { parseNumber } from './parseNumber';
export { Select, type SelectProps, type SelectOption, type SelectValue } from './Select';
export {
  SEARCH_PROMPT,
  SEARCHING_TEXT,
  NO_RESULTS_TEXT,
  type SingleSelectProps,
  type MultiSelectProps,
} from './Select';
export { Switch, type SwitchProps } from './Switch';
export { type InputHandle, type FocusableInputProps, useInputHandle } from './inputHandle';
export { useFocusWithin } from './useFocusWithin';
export { TextArea, type TextAreaProps } from './TextArea';
export { JsonInput, type JsonInputProps } from './JsonInput';
export { jsonError } from './jsonError';
export { Slider, type SliderProps } from './Slider';
export { RangeSlider, type RangeSliderProps, type NumberRange } from './RangeSlider';
export type { SliderCommonProps } from './SliderBase';
export { DateInput, type DateInputProps } from './DateInput';
export { LocalDateInput, type LocalDateInputProps } from './LocalDateInput';
export { LOCAL_DATE_FMT, parseDateText, localDateToDate, dateToLocalDate, isInDateRange } from './dateText';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioInput, type RadioInputProps, type RadioOption } from './RadioInput';
export { FileChooser, type FileChooserProps, type RejectedFile } from './FileChooser';
export { FileChooserGrid, type FileChooserGridProps } from './FileChooserGrid';
export { fmtFileSize } from './fileTypes';
