import { clsx } from 'clsx';
import {
  cloneElement,
  isValidElement,
  type CSSProperties,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ContextMenu, type ContextMenuSpec } from './ContextMenu';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingIndicator } from './LoadingIndicator';
import { ManagedPanel } from './ManagedPanel';
import { Mask } from './Mask';
import { PanelHeader } from './PanelHeader';
import type { PanelModel } from './PanelModel';
import { Toolbar, type ToolbarProps } from './Toolbar';
import './Panel.css';

export interface PanelProps {
  /** Shown in the header bar; with a string title the panel is a region named by it. */
  title?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Buttons and other items shown at the right end of the header. */
  headerItems?: ReactNode;
  /**
   * A smaller header bar.
   * @default false
   */
  compactHeader?: boolean;
  /** Toolbar above the body: a Toolbar, or items that are put in one. */
  tbar?: ReactNode;
  /** Toolbar below the body: a Toolbar, or items that are put in one. */
  bbar?: ReactNode;
  /** Vertical toolbar on the left of the body: a Toolbar, or items that are put in one. */
  lbar?: ReactNode;
  /** Vertical toolbar on the right of the body: a Toolbar, or items that are put in one. */
  rbar?: ReactNode;
  /** The body: scrolls when it is taller than the panel. */
  children?: ReactNode;
  /** A class added to the panel's element. */
  className?: string;
  /** Styles of the panel's element (width, height and flex have props of their own). */
  style?: CSSProperties;
  /** Width: pixels, or any CSS length ('50%'). */
  width?: CSSProperties['width'];
  /** Height: pixels, or any CSS length ('50%'). */
  height?: CSSProperties['height'];
  /** Flex value when the panel sits in a flex container. */
  flex?: CSSProperties['flex'];
  /**
   * Masks the body: `true` for a spinner, content (e.g. a message) to show on it, or a `<Mask>` for full control
   * (e.g. `inline={false}` to cover the whole viewport).
   */
  mask?: boolean | ReactNode;
  /** A small indicator in a corner of the body: `true`, a message, or a `<LoadingIndicator>` (e.g. its corner). */
  loadingIndicator?: boolean | ReactNode;
  /** Items of a menu shown on right-click in the body, or a function of the click that returns them. */
  contextMenu?: ContextMenuSpec | null;
  /**
   * Makes the panel collapsible (to a slim bar with its title), resizable in a SplitPanel and able to pop out
   * into a modal view, as the model is configured.
   */
  model?: PanelModel;
  /**
   * Whether the body gets the built-in ErrorBoundary, which shows an error thrown while rendering it in place of
   * the body, with a Retry button.
   * @default true
   */
  errorBoundary?: boolean;
  /** Called when the built-in ErrorBoundary catches an error. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Accessible name when the title is not a plain string. */
  'aria-label'?: string;
}

/**
 * The kit's container: a header bar (icon, title, header items), optional toolbars on any side, a scrolling body
 * guarded by an ErrorBoundary, an optional mask, loading indicator and context menu. With a `model` it can also
 * collapse, resize (in a SplitPanel) and pop out into a modal view.
 */
export function Panel(props: PanelProps) {
  if (props.model) return <ManagedPanel {...props} model={props.model} />;
  return <PanelFrame {...props} />;
}

export interface PanelFrameProps extends Omit<PanelProps, 'model'> {
  /** Items the panel itself adds after the header items (collapse and modal buttons). */
  headerTools?: ReactNode;
}

/** The panel as drawn, without the behaviour a PanelModel adds. */
export function PanelFrame({
  title,
  icon,
  headerItems,
  headerTools,
  compactHeader = false,
  tbar,
  bbar,
  lbar,
  rbar,
  children,
  className,
  style,
  width,
  height,
  flex,
  mask,
  loadingIndicator,
  contextMenu,
  errorBoundary = true,
  onError,
  'aria-label': ariaLabel,
}: PanelFrameProps) {
  const hasHeader = title != null || icon != null || headerItems != null || headerTools != null;
  const name = panelName(title, ariaLabel);
  const content = errorBoundary ? <ErrorBoundary onError={onError}>{children}</ErrorBoundary> : children;
  const body = <div className="tb-panel__body">{content}</div>;
  return (
    <section
      className={clsx('tb-panel', className)}
      style={{ width, height, flex, ...style }}
      aria-label={name}
    >
      {hasHeader && (
        <PanelHeader
          title={title}
          icon={icon}
          headerItems={
            headerTools == null ? (
              headerItems
            ) : (
              <>
                {headerItems}
                {headerTools}
              </>
            )
          }
          compact={compactHeader}
        />
      )}
      {renderBar(tbar, 'tb-panel__tbar')}
      <div className="tb-panel__main">
        {renderBar(lbar, 'tb-panel__lbar', true)}
        {contextMenu ? <ContextMenu items={contextMenu}>{body}</ContextMenu> : body}
        {renderBar(rbar, 'tb-panel__rbar', true)}
        {renderMask(mask)}
        {renderLoadingIndicator(loadingIndicator)}
      </div>
      {renderBar(bbar, 'tb-panel__bbar')}
    </section>
  );
}

/** The accessible name of a panel: its aria-label, else its title when that is plain text. */
export function panelName(title: ReactNode, ariaLabel?: string): string | undefined {
  return ariaLabel ?? (typeof title === 'string' ? title : undefined);
}

function renderBar(bar: ReactNode, className: string, vertical = false): ReactNode {
  if (bar == null || bar === false) return null;
  if (isValidElement(bar) && bar.type === Toolbar) {
    const toolbar = vertical ? cloneElement(bar as ReactElement<ToolbarProps>, { vertical: true }) : bar;
    return <div className={className}>{toolbar}</div>;
  }
  return (
    <div className={className}>
      <Toolbar vertical={vertical}>{bar}</Toolbar>
    </div>
  );
}

function renderMask(mask: boolean | ReactNode): ReactNode {
  if (mask == null || mask === false) return null;
  if (mask === true) return <Mask />;
  if (isValidElement(mask) && mask.type === Mask) return mask;
  return <Mask message={mask} />;
}

function renderLoadingIndicator(indicator: boolean | ReactNode): ReactNode {
  if (indicator == null || indicator === false) return null;
  if (indicator === true) return <LoadingIndicator />;
  if (isValidElement(indicator) && indicator.type === LoadingIndicator) return indicator;
  return <LoadingIndicator message={indicator} />;
}
