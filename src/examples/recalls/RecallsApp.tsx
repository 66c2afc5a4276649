import { FirstAidKitIcon } from '@phosphor-icons/react';
import { ExampleApp, type ExampleAppProps } from '../common/ExampleApp';
import { RecallsPanel } from './RecallsPanel';

/** The FDA Recalls example app, a whole app at /recalls: a server-side search of drug recalls, master-detail. */
export function RecallsApp({ session }: Pick<ExampleAppProps, 'session'>) {
  return (
    <ExampleApp title="FDA Recalls" icon={<FirstAidKitIcon weight="duotone" />} session={session}>
      {() => <RecallsPanel />}
    </ExampleApp>
  );
}
