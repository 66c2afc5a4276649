import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
// The kit lives in this repository; a package published on its own would list it as a peer dependency.
import { Panel } from '@toolbox/kit/panel';
import { BRAND, PACKAGE_INFO } from './brand';
import { BrandMark } from './BrandMark';
import './BrandedPanel.css';

export interface BrandedPanelProps {
  /** Shown after the brand in the header, e.g. the name of the view. */
  title: string;
  children?: ReactNode;
  /** Items at the bottom, e.g. buttons; the package credit shows at the right. */
  footer?: ReactNode;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** The kit's Panel in Northwind's colours: a gradient header with the brand mark, and a credit footer. */
export function BrandedPanel({ title, children, footer, width, height, className }: BrandedPanelProps) {
  return (
    <Panel
      className={clsx('nw-panel', className)}
      width={width}
      height={height}
      aria-label={`${BRAND.name}: ${title}`}
      icon={<BrandMark />}
      title={
        <span className="nw-panel__title">
          <span className="nw-panel__brand">{BRAND.name}</span>
          <span className="nw-panel__divider" aria-hidden="true" />
          <span>{title}</span>
        </span>
      }
      headerItems={<span className="nw-panel__tagline">{BRAND.tagline}</span>}
      bbar={
        <>
          {footer}
          <span className="nw-panel__credit">
            {PACKAGE_INFO.name} v{PACKAGE_INFO.version}
          </span>
        </>
      }
    >
      <div className="nw-panel__body">{children}</div>
    </Panel>
  );
}
