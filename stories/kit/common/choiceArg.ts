import type { ArgTypes } from '@storybook/react-vite';

/**
 * Controls for a prop that takes something the Controls panel cannot edit (an element, items, a function): a
 * select of named choices, each mapped to its value. A story's args name a choice (`tbar: 'Buttons'`); the
 * component gets its value, and the snippet on the Docs page shows that value.
 */
export function choiceArgType(choices: Record<string, unknown>): NonNullable<ArgTypes[string]> {
  return { control: 'select', options: Object.keys(choices), mapping: choices };
}
