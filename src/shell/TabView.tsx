import { NavLink, Outlet } from 'react-router-dom';
import type { TabEntry } from './catalog/catalog';
import { preloadDemo } from './demo/useDemoModule';

/** A top-level tab with sub-tabs: the left-oriented switcher and the active demo. */
export function TabView({ tab }: { tab: TabEntry }) {
  return (
    <div className="tb-tabview">
      <nav className="tb-subtabs" aria-label={`${tab.title} demos`}>
        {tab.children?.map((c) => (
          <NavLink
            key={c.id}
            to={c.id}
            className={({ isActive }) => `tb-subtab${isActive ? ' is-active' : ''}`}
            // The demo's code is on its way while the pointer (or the focus) is on its link.
            onPointerEnter={() => preloadDemo(c.storyTitle)}
            onFocus={() => preloadDemo(c.storyTitle)}
          >
            {c.title}
          </NavLink>
        ))}
      </nav>
      <section className="tb-tabview-content">
        <Outlet />
      </section>
    </div>
  );
}
