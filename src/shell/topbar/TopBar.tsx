import { ArrowClockwiseIcon } from '@phosphor-icons/react';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refreshAll } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { SearchButton } from '../palette/SearchButton';
import { AppMenu } from './AppMenu';
import { Logo } from './Logo';
import { TabSwitcher } from './TabSwitcher';
import { WsStatusIcon } from './WsStatusIcon';

/**
 * The spec's top bar: logo (home), tab switcher with overflow, websocket status, Refresh and the app menu; and the
 * demo search.
 */
export function TopBar() {
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
    <header className="tb-appbar">
      <Link to="/home" className="tb-appbar-logo" aria-label="Toolbox home">
        <Logo />
        <span>Toolbox</span>
      </Link>
      <TabSwitcher />
      <div className="tb-appbar-tools">
        <SearchButton />
        <WsStatusIcon />
        <Button
          minimal
          className={clsx('tb-appbar-button', refreshing && 'is-busy')}
          icon={<ArrowClockwiseIcon weight="bold" />}
          title="Refresh the active demo's data"
          aria-label="Refresh data"
          onClick={() => void refresh()}
        />
        <AppMenu />
      </div>
    </header>
  );
}
