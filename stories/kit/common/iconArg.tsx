import type { ArgTypes } from '@storybook/react-vite';
import { Icon, type IconName } from '@toolbox/kit/icon';
import { choiceArgType } from './choiceArg';

/** The icons a Kit story offers in its Controls, by the kit's icon names. */
const ICON_CHOICES: readonly IconName[] = [
  'save',
  'add',
  'edit',
  'delete',
  'refresh',
  'gear',
  'download',
  'search',
];

/** The choice that leaves an icon prop unset. */
export const NO_ICON = '(none)';

/**
 * Controls for a prop that takes an icon (a ReactNode): a select of the kit's icon names, each mapped to its
 * `<Icon>`. A story's args then name an icon (`icon: 'save'`).
 */
export function iconArgType(choices: readonly IconName[] = ICON_CHOICES): NonNullable<ArgTypes[string]> {
  return choiceArgType({
    [NO_ICON]: undefined,
    ...Object.fromEntries(choices.map((name) => [name, <Icon name={name} />])),
  });
}
