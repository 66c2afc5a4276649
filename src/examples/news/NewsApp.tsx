import { NewspaperIcon } from '@phosphor-icons/react';
import { ExampleApp, type ExampleAppProps } from '../common/ExampleApp';
import { NewsPanel } from './NewsPanel';

/** The News example app, a whole app at /news: stories the server loads from feeds and caches for an hour. */
export function NewsApp({ session }: Pick<ExampleAppProps, 'session'>) {
  return (
    <ExampleApp title="News" icon={<NewspaperIcon weight="duotone" />} session={session}>
      {(s) => <NewsPanel isAdmin={s.identity?.roles.includes('admin') ?? false} />}
    </ExampleApp>
  );
}
