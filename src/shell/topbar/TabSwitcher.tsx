import * as Menu from '@radix-ui/react-dropdown-menu';
import { CaretDown } from '@phosphor-icons/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { TABS } from '../catalog/catalog';

const MORE_WIDTH = 84;

/** How many tabs fit, given each tab's width: all of them, or as many as leave room for the overflow menu. */
export function fittingCount(widths: number[], available: number): number {
  const total = widths.reduce((a, b) => a + b, 0);
  if (total <= available) return widths.length;
  let used = MORE_WIDTH;
  let n = 0;
  for (const w of widths) {
    if (used + w > available) break;
    used += w;
    n++;
  }
  return n;
}

/** Top-level tabs in the spec's order; those that do not fit move into a "More" menu. */
export function TabSwitcher() {
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(TABS.length);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activeId = pathname.split('/')[1];

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const update = () => {
      const widths = [...measure.children].map((c) => (c as HTMLElement).offsetWidth);
      setVisible(fittingCount(widths, container.clientWidth));
    };
    update();
    const ro = new ResizeObserver(update);
    ro.observe(container);
    return () => ro.disconnect();
  }, []);

  const shown = TABS.slice(0, visible);
  const hidden = TABS.slice(visible);
  const hiddenActive = hidden.find((t) => t.id === activeId);

  return (
    <nav className="tb-tabswitcher" ref={containerRef} aria-label="Tabs">
      <div className="tb-tabswitcher-measure" ref={measureRef} aria-hidden="true">
        {TABS.map((t) => (
          <span key={t.id} className="tb-tab">
            {t.title}
          </span>
        ))}
      </div>
      {shown.map((t) => (
        <NavLink
          key={t.id}
          to={`/${t.id}`}
          className={({ isActive }) => `tb-tab${isActive ? ' is-active' : ''}`}
        >
          {t.title}
        </NavLink>
      ))}
      {hidden.length > 0 ? (
        <Menu.Root>
          <Menu.Trigger
            className={`tb-tab tb-tab-more${hiddenActive ? ' is-active' : ''}`}
            aria-label="More tabs"
          >
            {hiddenActive ? hiddenActive.title : 'More'} <CaretDown size={12} weight="bold" />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="tb-menu" align="start" sideOffset={4}>
              {hidden.map((t) => (
                <Menu.Item key={t.id} className="tb-menu-item" onSelect={() => navigate(`/${t.id}`)}>
                  {t.title}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      ) : null}
    </nav>
  );
}
