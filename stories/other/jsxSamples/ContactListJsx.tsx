import { HBox, VBox } from '@toolbox/kit/layout';
import type { ContactsProps } from './sampleProps';

export const ContactList = ({ contacts }: ContactsProps) => (
  <VBox gap={8}>
    {contacts.map((c) => (
      <HBox key={c.id} gap={6}>
        {c.name}
        {c.email}
      </HBox>
    ))}
  </VBox>
);

// Compiled, it is the same call a factory makes:
// jsx(VBox, { gap: 8, children: contacts.map(...) })
