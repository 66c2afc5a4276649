import {
  createElement,
  type ComponentType,
  type Key,
  type ReactNode,
} from 'react';
import { HBox, VBox } from '@toolbox/kit/layout';
import type { ContactsProps } from './sampleProps';

interface Config {
  items?: ReactNode[];
  omit?: boolean;
  key?: Key;
}

/**
 * Config in, element out: `items` are the children,
 * and `omit` drops the element.
 */
const factory =
  <P extends object>(type: ComponentType<P>) =>
  ({ items, omit, ...props }: P & Config) =>
    omit
      ? null
      : createElement(type, props as P, ...(items ?? []));

export const vbox = factory(VBox);
export const hbox = factory(HBox);

export const ContactList = ({ contacts }: ContactsProps) =>
  vbox({
    gap: 8,
    items: contacts.map((c) =>
      hbox({
        key: c.id,
        gap: 6,
        items: [c.name, c.email],
      }),
    ),
  });
