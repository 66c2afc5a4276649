import { useState } from 'react';
import { button, filler, hbox, icon, panel, span, strong, toolbar, vbox } from '@toolbox/kit/factory';

export interface Contact {
  id: number;
  name: string;
  email: string;
}

export interface ElementFactoriesDemoProps {
  /** The panel's title. */
  title: string;
  /** The contacts listed first; Add appends more. */
  contacts: readonly Contact[];
  /** Whether the user is an admin: only an admin gets the Delete button (`omit: !isAdmin`). */
  isAdmin: boolean;
  /** Space between the contacts, in pixels. */
  gap: number;
}

/** The contact Add appends as the list's `n`th. */
export const addedContact = (n: number): Contact => ({
  id: -n,
  name: `Contact ${n}`,
  email: `contact${n}@example.com`,
});

/** A view written with element factories only, no JSX: a panel, its toolbar and a list of contacts. */
export function ElementFactoriesDemo({ title, contacts, isAdmin, gap }: ElementFactoriesDemoProps) {
  const [added, setAdded] = useState<readonly Contact[]>([]);
  const all = [...contacts, ...added];
  return panel({
    title,
    icon: icon({ name: 'users' }),
    width: 480,
    tbar: toolbar(
      button({
        text: 'Add',
        icon: icon({ name: 'add' }),
        intent: 'primary',
        onClick: () => setAdded((list) => [...list, addedContact(contacts.length + list.length + 1)]),
      }),
      filler(),
      button({
        text: 'Delete',
        title: 'Delete the last contact added',
        icon: icon({ name: 'delete' }),
        intent: 'danger',
        disabled: added.length === 0,
        omit: !isAdmin,
        onClick: () => setAdded((list) => list.slice(0, -1)),
      }),
    ),
    items: [
      vbox({
        gap,
        padding: 8,
        role: 'list',
        'aria-label': 'Contacts',
        items: all.map((c) =>
          hbox({ key: c.id, gap: 6, role: 'listitem', items: [strong(c.name), span(c.email)] }),
        ),
      }),
    ],
  });
}
