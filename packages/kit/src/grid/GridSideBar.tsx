import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { ColumnsIcon, FunnelIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import type { GridSideBarModel, SideBarPanelId } from './GridSideBarModel';
import { SideBarColumnsPanel } from './SideBarColumnsPanel';
import { SideBarFiltersPanel } from './SideBarFiltersPanel';
import './GridSideBar.css';

const PANELS: Record<SideBarPanelId, { title: string; icon: ReactNode }> = {
  columns: { title: 'Columns', icon: <ColumnsIcon /> },
  filters: { title: 'Filters', icon: <FunnelIcon /> },
};

export interface GridSideBarProps {
  /** The side bar's model: a kit grid's `sideBar`, or a GridSideBarModel given a plain AG Grid's api. */
  model: GridSideBarModel;
  /** Extra CSS class of the side bar. */
  className?: string;
}

/**
 * A grid's side bar: a strip of tabs along its right edge, each opening its panel beside the grid (a second
 * click, on the open tab, collapses it). A kit Grid shows it with its model's `sideBar` option; beside a plain
 * AG Grid, render it with a GridSideBarModel given the grid's api.
 */
export function GridSideBar({ model, className }: GridSideBarProps) {
  const { panels, panel, activeFilterCount } = useSnapshot(model);
  const id = useId();
  const panelId = `${id}-panel`;
  return (
    <aside
      className={clsx('tb-grid-side-bar', panel && 'tb-grid-side-bar--open', className)}
      aria-label="Side bar"
    >
      {panel && (
        <section className="tb-grid-side-bar__panel" id={panelId} aria-label={PANELS[panel].title}>
          <h2 className="tb-grid-side-bar__title">{PANELS[panel].title}</h2>
          {panel === 'columns' ? (
            <SideBarColumnsPanel model={model} />
          ) : (
            <SideBarFiltersPanel model={model} />
          )}
        </section>
      )}
      <div
        className="tb-grid-side-bar__tabs"
        role="toolbar"
        aria-label="Side bar panels"
        aria-orientation="vertical"
      >
        {panels.map((p) => (
          <button
            key={p}
            type="button"
            className="tb-grid-side-bar__tab"
            aria-expanded={panel === p}
            aria-controls={panel === p ? panelId : undefined}
            onClick={() => model.togglePanel(p)}
          >
            {PANELS[p].icon}
            <span>{PANELS[p].title}</span>
            {p === 'filters' && activeFilterCount > 0 && (
              // The Filters panel says how many are active: the tab keeps its plain name.
              <span className="tb-grid-side-bar__badge" aria-hidden="true">
                {activeFilterCount}
              </span>
            )}
          </button>
        ))}
      </div>
    </aside>
  );
}
