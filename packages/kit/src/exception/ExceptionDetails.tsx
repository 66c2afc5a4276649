import { useId, useState } from 'react';
import { CaretDownIcon, CaretRightIcon, CheckIcon, CopyIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import type { ExceptionInfo } from './Exception';
import './ExceptionDetails.css';

export interface ExceptionDetailsProps {
  /** The message the user reads (the option's message, or the exception's). */
  message: string;
  /** What went wrong: its name, message, stack, HTTP status and correlation id show in the details. */
  exception: ExceptionInfo;
  /** When it happened. */
  at: Date;
  /** Whether a report was sent to the server. */
  reported: boolean;
}

let timeFormat: Intl.DateTimeFormat | undefined;
/**
 * Made when first needed: the first DateTimeFormat of a page loads its locale's date patterns (tens of ms), and
 * this module is in every page's first load, which shows no exception.
 */
function formatTime(at: Date | number): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  return timeFormat.format(at);
}

/** The text copied by "Copy details": everything support would ask for. */
export function detailsText({ message, exception, at, reported }: ExceptionDetailsProps): string {
  const lines = [
    `Message: ${message}`,
    `Error: ${exception.name}: ${exception.message}`,
    `Time: ${at.toISOString()}`,
    `Page: ${typeof window === 'undefined' ? '' : window.location.href}`,
  ];
  if (exception.correlationId) lines.push(`Correlation ID: ${exception.correlationId}`);
  if (exception.status != null) lines.push(`HTTP status: ${exception.status}`);
  lines.push(`Reported to the server: ${reported ? 'yes' : 'no'}`);
  if (exception.stack) lines.push('', exception.stack);
  return lines.join('\n');
}

/** The body of the dialog for a standard exception: its message, and its technical details behind a toggle. */
export function ExceptionDetails(props: ExceptionDetailsProps) {
  const { message, exception, at, reported } = props;
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const panelId = useId();
  const copy = () => {
    navigator.clipboard?.writeText(detailsText(props)).then(
      () => setCopied(true),
      () => undefined, // No clipboard permission: the details can still be selected by hand.
    );
  };

  return (
    <div className="tb-exception">
      <p className="tb-exception__message">{message}</p>
      <div className="tb-exception__bar">
        <Button
          minimal
          className="tb-exception__toggle"
          icon={open ? <CaretDownIcon weight="bold" /> : <CaretRightIcon weight="bold" />}
          text={open ? 'Hide details' : 'Show details'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        />
        {open && (
          <Button
            minimal
            className="tb-exception__copy"
            icon={copied ? <CheckIcon /> : <CopyIcon />}
            text={copied ? 'Copied' : 'Copy details'}
            onClick={copy}
          />
        )}
      </div>
      {open && (
        <div id={panelId} className="tb-exception__details" role="region" aria-label="Error details">
          <dl className="tb-exception__facts">
            <dt>Error</dt>
            <dd>
              {exception.name}: {exception.message}
            </dd>
            <dt>Time</dt>
            <dd>{formatTime(at)}</dd>
            {exception.correlationId && (
              <>
                <dt>Correlation ID</dt>
                <dd className="tb-exception__mono">{exception.correlationId}</dd>
              </>
            )}
            {exception.status != null && (
              <>
                <dt>HTTP status</dt>
                <dd>{exception.status}</dd>
              </>
            )}
            <dt>Reported</dt>
            <dd>{reported ? 'Sent to the server for support' : 'Not sent to the server'}</dd>
          </dl>
          {exception.stack && (
            <pre className="tb-exception__stack" aria-label="Stack trace" tabIndex={0}>
              {exception.stack}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
