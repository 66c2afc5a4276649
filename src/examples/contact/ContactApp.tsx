import { AddressBookIcon } from '@phosphor-icons/react';
import { ExampleApp, type ExampleAppProps } from '../common/ExampleApp';
import { ContactPanel } from './ContactPanel';

/** The Contact example app, a whole app at /contact: the directory, with favourites and tags per user. */
export function ContactApp({ session }: Pick<ExampleAppProps, 'session'>) {
  return (
    <ExampleApp title="Contact" icon={<AddressBookIcon weight="duotone" />} session={session}>
      {() => <ContactPanel />}
    </ExampleApp>
  );
}
