import { isValidElement, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { classNames } from '../button';
import { ErrorBoundary } from './ErrorBoundary';
import { Mask } from './Mask';
import { PanelHeader } from './PanelHeader';
import { Toolbar } from './Toolbar';
import './Panel.css';

export interface PanelProps {
  /** Shown in the header bar; with a string title the panel is a region named by it. */
  title?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Buttons and other items shown at the right end of the header. */
  headerItems?: ReactNode;
  /** A smaller header bar. */
  compactHeader?: boolean;
  /** Toolbar above the body: a Toolbar, or items that are put in one. */
  tbar?: ReactNode;
  /** Toolbar below the body: a Toolbar, or items that are put in one. */
  bbar?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Flex value when the panel sits in a flex container. */
  flex?: CSSProperties['flex'];
  /** Masks the panel: `true` for a spinner, or content (e.g. a message) to show on it. */
  mask?: boolean | ReactNode;
  /** Whether the body gets the built-in ErrorBoundary (default true). */
  errorBoundary?: boolean;
  /** Called when the built-in ErrorBoundary catches an error. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Accessible name when the title is not a plain string. */
  'aria-label'?: string;
}

/**
 * The kit's container: a header bar (icon, title, header items), optional top and bottom toolbars, a scrolling
 * body guarded by an ErrorBoundary, and an optional mask.
 */
export function Panel({
  title,
  icon,
  headerItems,
  compactHeader = false,
  tbar,
  bbar,
  children,
  className,
  style,
  width,
  height,
  flex,
  mask,
  errorBoundary = true,
  onError,
  'aria-label': ariaLabel,
}: PanelProps) {
  const hasHeader = title != null || icon != null || headerItems != null;
  const name = ariaLabel ?? (typeof title === 'string' ? title : undefined);
  const body = errorBoundary ? <ErrorBoundary onError={onError}>{children}</ErrorBoundary> : children;
  return (
    <section
      className={classNames('tb-panel', className)}
      style={{ width, height, flex, ...style }}
      aria-label={name}
    >
      {hasHeader && (
        <PanelHeader title={title} icon={icon} headerItems={headerItems} compact={compactHeader} />
      )}
      {renderBar(tbar, 'tb-panel__tbar')}
      <div className="tb-panel__body">{body}</div>
      {renderBar(bbar, 'tb-panel__bbar')}
      {renderMask(mask)}
    </section>
  );
}

function renderBar(bar: ReactNode, className: string): ReactNode {
  if (bar == null || bar === false) return null;
  if (isValidElement(bar) && bar.type === Toolbar) return <div className={className}>{bar}</div>;
  return (
    <div className={className}>
      <Toolbar>{bar}</Toolbar>
    </div>
  );
}

function renderMask(mask: boolean | ReactNode): ReactNode {
  if (mask == null || mask === false) return null;
  if (mask === true) return <Mask />;
  if (isValidElement(mask) && mask.type === Mask) return mask;
  return <Mask message={mask} />;
}
