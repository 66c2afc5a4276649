import { FolderOpenIcon, LockSimpleIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { Placeholder } from '@toolbox/kit/panel';
import { ExampleApp, type ExampleAppProps } from '../common/ExampleApp';
import type { ExampleSession } from '../common/exampleSession';
import { FileManagerPanel } from './FileManagerPanel';

/** Non-admins get this instead of the app (the server refuses them every file call anyway: 403). */
function AdminsOnly({ session }: { session: ExampleSession }) {
  const { identity } = useSnapshot(session);
  return (
    <Placeholder icon={<LockSimpleIcon />}>
      <div className="tb-file-manager__refused" role="alert">
        <strong>The File Manager is for admins only.</strong>
        <span>
          You are signed in as {identity?.displayName ?? 'a user'}, who is not an admin. Log out and sign in
          as an admin to manage files.
        </span>
        <Button text="Log out" onClick={() => void session.logout()} />
      </div>
    </Placeholder>
  );
}

/** The File Manager example app, a whole app at /fileManager for admins: uploads stored on the server. */
export function FileManagerApp({ session }: Pick<ExampleAppProps, 'session'>) {
  return (
    <ExampleApp title="File Manager" icon={<FolderOpenIcon weight="duotone" />} session={session}>
      {(s) => (s.identity?.roles.includes('admin') ? <FileManagerPanel /> : <AdminsOnly session={s} />)}
    </ExampleApp>
  );
}
