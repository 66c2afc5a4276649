import { ArrowClockwiseIcon } from '@phosphor-icons/react';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { refreshAll } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import type { ExampleSession } from './exampleSession';
import { ExampleUserMenu } from './ExampleUserMenu';

/** An example app's header: its icon and name, what else it wants there, Refresh and the user menu. */
export function ExampleHeader({
  session,
  title,
  icon,
  extra,
}: {
  session: ExampleSession;
  title: string;
  icon: ReactNode;
  /** Tools of the app, shown before Refresh. */
  extra?: ReactNode;
}) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshAll();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <header className="tb-example-header">
      <span className="tb-example-header__title">
        {icon}
        <span>{title}</span>
      </span>
      <span className="tb-example-header__tools">
        {extra}
        <Button
          minimal
          className={clsx('tb-example-header__button', refreshing && 'is-busy')}
          icon={<ArrowClockwiseIcon weight="bold" />}
          title="Refresh"
          aria-label="Refresh"
          onClick={() => void refresh()}
        />
        <ExampleUserMenu session={session} />
      </span>
    </header>
  );
}
