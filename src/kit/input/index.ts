export { TextInput, type TextInputProps } from './TextInput';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { Label, type LabelProps } from './Label';
export { parseNumber } from './parseNumber';
export { Select, type SelectProps, type SelectOption, type SelectValue } from './Select';
export { Switch, type SwitchProps } from './Switch';
