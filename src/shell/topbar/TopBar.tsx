import { ArrowClockwise } from '@phosphor-icons/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refreshAll } from '../../kit/app';
import { AppMenu } from './AppMenu';
import { Logo } from './Logo';
import { TabSwitcher } from './TabSwitcher';
import { WsStatusIcon } from './WsStatusIcon';

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
      <Link to="/home" className="tb-appbar-logo" aria-label="Toolbox home" title="Home">
        <Logo />
        <span>Toolbox</span>
      </Link>
      <TabSwitcher />
      <div className="tb-appbar-tools">
        <WsStatusIcon />
        <button
          type="button"
          className={`tb-appbar-button${refreshing ? ' is-busy' : ''}`}
          onClick={() => void refresh()}
          aria-label="Refresh data"
          title="Refresh the active demo's data"
        >
          <ArrowClockwise size={18} weight="bold" />
        </button>
        <AppMenu />
      </div>
    </header>
  );
}
