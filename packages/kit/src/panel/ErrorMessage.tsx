import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ArrowClockwiseIcon, WarningCircleIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { errorText } from './errorText';
import './ErrorMessage.css';

export interface ErrorMessageProps {
  /** What went wrong: an Error, a string or any thrown value. Nothing renders when null or undefined. */
  error: unknown;
  /** Heading above the message. */
  title?: ReactNode;
  /** When given, an action button is shown that calls it (e.g. to retry or clear the error). */
  actionFn?: () => void;
  /** Label of the action button. */
  actionText?: string;
  /** Icon of the action button (a refresh arrow by default). */
  actionIcon?: ReactNode;
  /** Replaces the default warning icon. */
  icon?: ReactNode;
  /** A class added to the outer element, which fills and centres the card in its container. */
  className?: string;
}

/** A managed error message: a centred card with an icon, a title, the error's message and an optional action. */
export function ErrorMessage({
  error,
  title = 'Something went wrong:',
  actionFn,
  actionText = 'Retry',
  actionIcon,
  icon,
  className,
}: ErrorMessageProps) {
  if (error == null) return null;
  return (
    <div className={clsx('tb-error-message', className)}>
      <div className="tb-error-message__card" role="alert">
        <div className="tb-error-message__icon" aria-hidden="true">
          {icon ?? <WarningCircleIcon size={34} weight="duotone" />}
        </div>
        {title != null && <div className="tb-error-message__title">{title}</div>}
        <div className="tb-error-message__text">{errorText(error)}</div>
        {actionFn && (
          <div className="tb-error-message__actions">
            <Button
              intent="primary"
              outlined
              icon={actionIcon ?? <ArrowClockwiseIcon weight="bold" />}
              text={actionText}
              onClick={actionFn}
            />
          </div>
        )}
      </div>
    </div>
  );
}
