import { clsx } from 'clsx';
import { memo, useEffect, useMemo, type CSSProperties } from 'react';
import {
  GridLayout,
  noCompactor,
  useContainerWidth,
  verticalCompactor,
  type Layout,
  type LayoutItem,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { PlusIcon, SquaresFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { ContextMenu, MenuButton, Placeholder, type MenuItem } from '../panel';
import type { DashCanvasModel } from './DashCanvasModel';
import type { DashViewModel } from './DashViewModel';
import { DashViewContent } from './DashViewContent';
import { DashViewMenuButton } from './DashViewMenuButton';
import { DashViewTitle } from './DashViewTitle';
import { dashAddMenuItems } from './dashMenus';
import { DashExtraButtons } from './DashExtraButtons';
import './DashCanvas.css';

export interface DashCanvasProps {
  /** The views, their places on the grid, the grid's columns and row height, the specs offered and the locks. */
  model: DashCanvasModel;
  /** A class on the canvas's root. */
  className?: string;
  /** Styles of the canvas's root, e.g. its height. */
  style?: CSSProperties;
  /** Accessible name of the dashboard. */
  'aria-label'?: string;
}

/** Dragging starts on a view's header, never on its buttons or the title being edited. */
const DRAG_HANDLE = '.tb-dash-view__header';
const DRAG_CANCEL = 'button, input, .tb-dash-view__header-items';

/**
 * A dashboard of views on a grid (on react-grid-layout): drag a view by its header, resize it from its
 * corner, add views from the right-click menu of the canvas, rename one by double-clicking its title, remove
 * it from its menu. Widths follow the canvas; heights stay in rows and the canvas scrolls. Every view renders
 * inside its own ErrorBoundary.
 */
export function DashCanvas({ model, className, style, 'aria-label': ariaLabel }: DashCanvasProps) {
  const snap = useSnapshot(model);
  const { width, containerRef, mounted } = useContainerWidth();
  const { layoutLocked, columns, rowHeight, compact, margin } = snap;

  // react-grid-layout takes plain, writable items keyed by `i`.
  const layout = useMemo<Layout>(
    () => snap.layout.map((it) => ({ i: it.id, x: it.x, y: it.y, w: it.w, h: it.h })),
    [snap.layout],
  );
  useEffect(() => () => model.saveNow(), [model]);

  const addItems = dashAddMenuItems(model, undefined, snap);
  return (
    <ContextMenu items={addItems} disabled={snap.contentLocked}>
      <div
        ref={containerRef}
        className={clsx('tb-dash-canvas', layoutLocked && 'tb-dash-canvas--locked', className)}
        style={style}
        role="group"
        aria-label={ariaLabel}
      >
        {mounted && width > 0 && (
          <GridLayout
            width={width}
            layout={layout}
            gridConfig={{
              cols: columns,
              rowHeight,
              margin: [margin, margin],
              containerPadding: [margin, margin],
            }}
            dragConfig={{ enabled: !layoutLocked, handle: DRAG_HANDLE, cancel: DRAG_CANCEL, threshold: 3 }}
            resizeConfig={{ enabled: !layoutLocked, handles: ['se'] }}
            compactor={compact ? verticalCompactor : noCompactor}
            onLayoutChange={(next) => model.onLayoutChange(next.map(toItem))}
          >
            {snap.views.map((v) => (
              <div key={v.id} className="tb-dash-canvas__item">
                {/* The instance is read from the snapshot so that a new model of a view (Reset State)
                    renders the canvas again: valtio only tracks what is read, and the ids stay the same. */}
                <CanvasView key={v.instance} dash={model} view={model.getView(v.id) as DashViewModel} />
              </div>
            ))}
          </GridLayout>
        )}
        {snap.views.length === 0 && (
          <Placeholder icon={<SquaresFourIcon />} className="tb-dash-empty">
            <p>{snap.emptyText}</p>
            <div className="tb-dash-empty__actions">
              {!snap.contentLocked && (
                <MenuButton text="Add View" icon={<PlusIcon />} outlined items={addItems} />
              )}
              <DashExtraButtons items={snap.extraMenuItems as readonly MenuItem[]} />
            </div>
          </Placeholder>
        )}
      </div>
    </ContextMenu>
  );
}

function toItem(it: LayoutItem) {
  return { id: it.i, x: it.x, y: it.y, w: it.w, h: it.h };
}

/**
 * One view: a header to drag it by (icon, title, title detail, menu) over its content. Memoised on its models,
 * so a drag re-lays out the views without rendering their content again.
 */
const CanvasView = memo(function CanvasView({ dash, view }: { dash: DashCanvasModel; view: DashViewModel }) {
  const { title } = useSnapshot(view);
  return (
    // The canvas's right-click menu (Add) is for its empty space: a view keeps its own.
    <section className="tb-dash-view" aria-label={title} onContextMenu={(e) => e.stopPropagation()}>
      <header className="tb-dash-view__header">
        <DashViewTitle dash={dash} view={view} />
        <span className="tb-dash-view__header-items">
          <DashViewMenuButton dash={dash} view={view} />
        </span>
      </header>
      <div className="tb-dash-view__body">
        <DashViewContent view={view} />
      </div>
    </section>
  );
});
