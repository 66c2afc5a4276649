import { clsx } from 'clsx';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Toolbar } from '@toolbox/kit/panel';
import { demoAtPath, TABS } from '../catalog/catalog';
import { openDemo, preloadDemo } from '../demo/useDemoModule';

/** Starts loading the demo a tab opens on, while the pointer or the focus is on the tab; with its data on a click. */
function preloadTab(tabId: string, opening = false): void {
  const demo = demoAtPath(`/app/${tabId}`);
  if (demo) (opening ? openDemo : preloadDemo)(demo.storyTitle);
}

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
            onPointerEnter={() => preloadTab(t.id)}
            onFocus={() => preloadTab(t.id)}
            onClick={() => {
              if (t.id !== activeId) preloadTab(t.id, true);
            }}
          >
            {t.title}
          </NavLink>
        ))}
      </Toolbar>
    </nav>
  );
}
