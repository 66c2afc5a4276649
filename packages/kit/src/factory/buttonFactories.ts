import type { ReactElement } from 'react';
import { Button, ButtonGroupInput, type ButtonGroupInputProps } from '../button';
import { elementFactory, elementFromConfig, type FactoryConfig } from './elementFactory';

/** `button({ text: 'Save', intent: 'primary', onClick })`, or `button('Save')`. */
export const button = /* @__PURE__ */ elementFactory(Button);

/** `buttonGroupInput({ value, onChange, options })`, typed by the options' values. */
export function buttonGroupInput<T extends string = string>(
  config: FactoryConfig<ButtonGroupInputProps<T>>,
): ReactElement | null {
  return elementFromConfig(ButtonGroupInput, config);
}
