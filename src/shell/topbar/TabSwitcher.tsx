import { clsx } from 'clsx';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Toolbar } from '../../kit/panel';
import { TABS } from '../catalog/catalog';

/**
 * Top-level tabs in the spec's order, on the kit's overflow toolbar: the tabs that do not fit move into its
 * "More tabs" menu, whose button is marked while the active tab is in there.
 */
export function TabSwitcher() {
  const { pathname } = useLocation();
  const activeId = pathname.split('/')[1];
  const [overflowed, setOverflowed] = useState<readonly string[]>([]);
  return (
    <nav
      className={clsx('tb-tabswitcher', activeId && overflowed.includes(activeId) && 'has-active-overflow')}
      aria-label="Tabs"
    >
      <Toolbar
        className="tb-tabswitcher__bar"
        enableOverflowMenu
        overflowLabel="More tabs"
        onOverflowChange={setOverflowed}
      >
        {TABS.map((t) => (
          <NavLink
            key={t.id}
            to={`/${t.id}`}
            className={({ isActive }) => clsx('tb-tab', isActive && 'is-active')}
          >
            {t.title}
          </NavLink>
        ))}
      </Toolbar>
    </nav>
  );
}
