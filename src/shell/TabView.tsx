import { NavLink, Outlet } from 'react-router-dom';
import type { TabEntry } from './catalog/catalog';

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
