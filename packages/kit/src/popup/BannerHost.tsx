import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { CheckCircleIcon, InfoIcon, WarningCircleIcon, WarningIcon, XIcon } from '@phosphor-icons/react';
import { Button, type Intent } from '../button';
import { bannerModel, currentBanner, hideBanner } from './banner';
import { useSingleHost } from './singleHost';
import './Banner.css';

export interface BannerHostProps {
  /**
   * 'inline' (default) sits in the page layout and pushes the content down; 'fixed' floats over the top of the
   * window (PopupHost uses it). An inline host takes precedence over a fixed one.
   */
  placement?: 'inline' | 'fixed';
}

function defaultIcon(intent: Intent): ReactNode {
  switch (intent) {
    case 'success':
      return <CheckCircleIcon weight="fill" />;
    case 'warning':
      return <WarningIcon weight="fill" />;
    case 'danger':
      return <WarningCircleIcon weight="fill" />;
    default:
      return <InfoIcon weight="fill" />;
  }
}

/** Renders the banner opened by `banner()`: icon, message, optional action button and a close button. */
export function BannerHost({ placement = 'inline' }: BannerHostProps) {
  const active = useSingleHost('banner', placement === 'inline' ? 1 : 0);
  const { id } = useSnapshot(bannerModel);
  const spec = currentBanner();
  if (!active || id == null || !spec) return null;
  const { message, actionText, onAction, closable = true } = spec;
  const intent = spec.intent ?? 'primary';
  const icon = spec.icon !== undefined ? spec.icon : defaultIcon(intent);
  return (
    <div
      key={id}
      role="status"
      aria-label="Banner"
      className={clsx('tb-banner', `tb-banner--${placement}`, `tb-intent-${intent}`)}
    >
      <div className="tb-banner__inner">
        {icon != null && (
          <span className="tb-banner__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="tb-banner__message">{message}</span>
        {actionText && <Button className="tb-banner__action" outlined text={actionText} onClick={onAction} />}
      </div>
      {closable && (
        <Button
          className="tb-banner__close"
          minimal
          icon={<XIcon />}
          title="Close banner"
          onClick={hideBanner}
        />
      )}
    </div>
  );
}
