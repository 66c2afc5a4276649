import type { ReactElement } from 'react';
import {
  Checkbox,
  DateInput,
  Label,
  NumberInput,
  RadioInput,
  Select,
  Slider,
  Switch,
  TextArea,
  TextInput,
  type RadioInputProps,
  type SelectProps,
  type SelectValue,
} from '../input';
import { elementFactory, elementFromConfig, type FactoryConfig } from './elementFactory';

// Factories of the kit's inputs: `textInput({ value, onChange, commitOnChange: true })`, `label('Name:')`.

export const label = /* @__PURE__ */ elementFactory(Label);
export const textInput = /* @__PURE__ */ elementFactory(TextInput);
export const textArea = /* @__PURE__ */ elementFactory(TextArea);
export const numberInput = /* @__PURE__ */ elementFactory(NumberInput);
export const checkbox = /* @__PURE__ */ elementFactory(Checkbox);
/** The kit's Switch (`switch` is a reserved word). */
export const switchInput = /* @__PURE__ */ elementFactory(Switch);
export const dateInput = /* @__PURE__ */ elementFactory(DateInput);
export const slider = /* @__PURE__ */ elementFactory(Slider);

/** `select({ value, onChange, options })`, single or multiple (`enableMulti`), typed by the options' values. */
export function select<T extends SelectValue = string>(
  config: FactoryConfig<SelectProps<T>>,
): ReactElement | null {
  return elementFromConfig(Select, config);
}

/** `radioInput({ value, onChange, options })`, typed by the options' values. */
export function radioInput<T extends string = string>(
  config: FactoryConfig<RadioInputProps<T>>,
): ReactElement | null {
  return elementFromConfig(RadioInput, config);
}
