import { useMemo } from 'react';
import { NavLink, useMatches, useOutlet } from 'react-router-dom';
import { PanelVisibility } from '@toolbox/kit/app';
import type { TabEntry } from './catalog/catalog';
import { openDemo, preloadDemo } from './demo/useDemoModule';
import { KeptDemo, useKeptDemos } from './keptDemos';

/**
 * How many demos of a tab stay mounted: the one shown and the last ones left, hidden. Going back to one shows
 * it as it was left (its grid, its scroll, its inputs) without building it again.
 */
export const KEPT_DEMOS = 3;

/** A top-level tab with sub-tabs: the left-oriented switcher and the active demo. */
export function TabView({ tab }: { tab: TabEntry }) {
  const outlet = useOutlet();
  const matches = useMatches();
  const demoRouteIds = useMemo(() => new Set(tab.children?.map((c) => c.routeId)), [tab]);
  // The matched sub-tab; null for what is not a demo (the tab's index redirect, an unknown path).
  const activeId = matches.find((m) => demoRouteIds.has(m.id))?.id ?? null;
  const kept = useKeptDemos(activeId, KEPT_DEMOS);

  return (
    <div className="tb-tabview">
      <nav className="tb-subtabs" aria-label={`${tab.title} demos`}>
        {tab.children?.map((c) => (
          <NavLink
            key={c.id}
            to={c.id}
            className={({ isActive }) => `tb-subtab${isActive ? ' is-active' : ''}`}
            // The demo's code is on its way while the pointer (or the focus) is on its link, and from the click
            // (a touch has no hover) rather than from the render the navigation makes; its first data from the
            // click too.
            onPointerEnter={() => preloadDemo(c.storyTitle)}
            onFocus={() => preloadDemo(c.storyTitle)}
            onClick={() => {
              // A demo kept mounted shows again as it was: it loads nothing.
              if (kept.includes(c.routeId)) preloadDemo(c.storyTitle);
              else openDemo(c.storyTitle);
            }}
          >
            {c.title}
          </NavLink>
        ))}
      </nav>
      <section className="tb-tabview-content">
        {activeId === null && outlet}
        {kept.map((id) => (
          <div key={id} className="tb-tabview-demo" hidden={id !== activeId}>
            <PanelVisibility visible={id === activeId}>
              <KeptDemo shown={id === activeId} element={id === activeId ? outlet : null} />
            </PanelVisibility>
          </div>
        ))}
      </section>
    </div>
  );
}
