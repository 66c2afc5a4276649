import { CheckSquareIcon } from '@phosphor-icons/react';
import { ExampleApp, type ExampleAppProps } from '../common/ExampleApp';
import { TodoPanel } from './TodoPanel';

/** The TODO example app, a whole app at /todo: the user's own tasks and preferences, kept on the server. */
export function TodoApp({ session }: Pick<ExampleAppProps, 'session'>) {
  return (
    <ExampleApp title="TODO" icon={<CheckSquareIcon weight="duotone" />} session={session}>
      {() => <TodoPanel />}
    </ExampleApp>
  );
}
