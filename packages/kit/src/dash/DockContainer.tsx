import { clsx } from 'clsx';
import { useLayoutEffect, useState, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { ArrowsOutSimpleIcon, CaretDownIcon, CaretUpIcon, XIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import { ErrorBoundary } from '../panel';
import { Dialog } from '../popup';
import type { DockContainerModel } from './DockContainerModel';
import type { DockViewContent, DockViewModel } from './DockViewModel';
import './DockContainer.css';

export interface DockContainerProps {
  /** The docked views, in order, with their states (collapsed, expanded, popped out) and the edge they align to. */
  model: DockContainerModel;
  /** A class on the dock's root. */
  className?: string;
  /** Styles of the dock's root. */
  style?: CSSProperties;
}

/**
 * Views docked along the bottom edge of the nearest positioned ancestor: click a view's title bar to expand or
 * collapse it, pop it out into a modal dialog and back, or close it. Each view keeps its content mounted
 * through all of these (so its state survives) and renders it inside its own ErrorBoundary.
 */
export function DockContainer({ model, className, style }: DockContainerProps) {
  const { views, align } = useSnapshot(model);
  return (
    <div
      className={clsx('tb-dock', `tb-dock--${align}`, className)}
      style={style}
      role="region"
      aria-label="Docked views"
    >
      {views.map((v) => (
        <DockView key={v.id} view={model.getView(v.id) as DockViewModel} />
      ))}
    </div>
  );
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

function DockView({ view }: { view: DockViewModel }) {
  const { title, collapsed, inDialog, width, height, collapsedWidth, allowDialog, allowClose } =
    useSnapshot(view);
  // The content lives in one node that moves between the dock and the dialog, so React never remounts it.
  const [host] = useState(() => {
    const node = document.createElement('div');
    node.className = 'tb-dock-view__host';
    return node;
  });
  const [dockSlot, setDockSlot] = useState<HTMLDivElement | null>(null);
  const [dialogSlot, setDialogSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const target = inDialog ? dialogSlot : dockSlot;
    if (target && host.parentNode !== target) target.appendChild(host);
  }, [host, inDialog, dockSlot, dialogSlot]);

  const closeButton = allowClose && (
    <Button
      minimal
      icon={<XIcon />}
      title={`Close ${title}`}
      onClick={(e) => {
        stop(e);
        void view.close();
      }}
    />
  );
  return (
    <>
      <section
        className={clsx('tb-dock-view', collapsed && 'tb-dock-view--collapsed')}
        style={{ width: collapsed ? collapsedWidth : width }}
        aria-label={title}
        hidden={inDialog}
      >
        <header className="tb-dock-view__header" onClick={() => view.toggleCollapsed()}>
          <ViewIcon view={view} />
          <span className="tb-dock-view__title">{title}</span>
          <Button
            minimal
            icon={collapsed ? <CaretUpIcon weight="bold" /> : <CaretDownIcon weight="bold" />}
            title={collapsed ? `Expand ${title}` : `Collapse ${title}`}
            aria-expanded={!collapsed}
            onClick={(e) => {
              stop(e);
              view.toggleCollapsed();
            }}
          />
          {allowDialog && (
            <Button
              minimal
              icon={<ArrowsOutSimpleIcon />}
              title={`Open ${title} in a dialog`}
              onClick={(e) => {
                stop(e);
                view.openDialog();
              }}
            />
          )}
          {closeButton}
        </header>
        <div ref={setDockSlot} className="tb-dock-view__body" style={{ height }} hidden={collapsed} />
      </section>
      {createPortal(
        <ErrorBoundary>
          <DockContent content={view.content} />
        </ErrorBoundary>,
        host,
      )}
      <Dialog
        open={inDialog}
        onOpenChange={(open) => (open ? view.openDialog() : view.closeDialog())}
        title={
          <span className="tb-dock-view__dialog-title">
            <ViewIcon view={view} />
            {title}
          </span>
        }
        width={Math.max(width, 560)}
        className="tb-dock-dialog"
        footer={
          allowClose && (
            <Button text="Close view" icon={<XIcon />} outlined onClick={() => void view.close()} />
          )
        }
      >
        <div ref={setDialogSlot} className="tb-dock-dialog__slot" style={{ height: Math.max(height, 360) }} />
      </Dialog>
    </>
  );
}

function ViewIcon({ view }: { view: DockViewModel }) {
  const { icon } = useSnapshot(view);
  // The icon is kept out of the proxy (ref), so the snapshot holds the element as given.
  return icon != null ? <span className="tb-dock-view__icon">{icon as ReactNode}</span> : null;
}

/** Calls a content function here, inside the view's ErrorBoundary, so what it throws stays in the view. */
function DockContent({ content }: { content: DockViewContent }): ReactNode {
  return typeof content === 'function' ? content() : content;
}
