import { ArrowClockwiseIcon, WarningCircleIcon, WarningIcon } from '@phosphor-icons/react';
import { message as showMessage, toast } from '../popup';
import { toExceptionInfo, type ExceptionInfo } from './Exception';
import { ExceptionDetails } from './ExceptionDetails';

/** How handleException treats one exception. */
export interface ExceptionOptions {
  /** Title of the alert (default 'Unexpected Error', or 'Please Note' for a routine exception). */
  title?: string;
  /** Message shown to the user instead of the exception's own. */
  message?: string;
  /** Sends a report through the app's reporter (see configureExceptionHandler). Default true. */
  logOnServer?: boolean;
  /** Shows the user a dialog or toast. Default true; false handles the exception silently. */
  showAlert?: boolean;
  /**
   * The alert's only button reloads the app, and it cannot be dismissed otherwise. Default false. Needs
   * showAlert, and always uses a dialog: a toast could be missed or closed.
   */
  requireReload?: boolean;
  /** A dialog (default) or a danger toast. */
  alertType?: 'dialog' | 'toast';
}

/** What handleException did. */
export interface ExceptionResult {
  exception: ExceptionInfo;
  /** What the user was shown: a dialog, a toast, or nothing. */
  shown: 'dialog' | 'toast' | null;
  /** Id of the server's record of the report; null when not reported or the report failed. */
  logId: number | null;
}

/** What handleException sends to the app's reporter (the showcase posts it to /api/clientError). */
export interface ExceptionReport {
  /** Title of the alert the user saw. */
  title?: string;
  message: string;
  /** The original error when the message shown differs from it, and the stack trace. */
  details?: string;
  /** The page the error happened on. */
  url?: string;
  /** Correlation id of the failed call behind the exception, when there is one. */
  correlationId?: string;
  isRoutine: boolean;
  /** Whether the user was shown an alert or a toast. */
  userAlerted: boolean;
  appVersion?: string;
}

export interface ExceptionHandlerConfig {
  /**
   * Sends a report; resolves with the id the receiver gave it. The kit knows no server: the app injects its
   * reporter at startup. Without one, nothing is reported (and the details say so).
   */
  report: ((report: ExceptionReport) => Promise<number>) | null;
  /** Reloads the app (after a requireReload alert). Default: `window.location.reload()`. */
  reload: () => void;
  /** Sent with each report, to tell builds apart. */
  appVersion?: string;
}

export const ROUTINE_TITLE = 'Please Note';
export const STANDARD_TITLE = 'Unexpected Error';
/** Toasts for errors stay longer than the kit's default: they carry something the user should read. */
const TOAST_TIMEOUT = { routine: 6000, standard: 10000 };
const MAX_DETAILS = 20_000;

const defaults: ExceptionHandlerConfig = {
  report: null,
  reload: () => window.location.reload(),
};
let config: ExceptionHandlerConfig = { ...defaults };

/** Changes how exceptions are reported and how the app reloads (apps inject `report` and set appVersion). */
export function configureExceptionHandler(overrides: Partial<ExceptionHandlerConfig>): void {
  config = { ...config, ...overrides };
}

/** Back to the defaults: no reporter, and a reload of the page. */
export function resetExceptionHandler(): void {
  config = { ...defaults };
}

/**
 * The app's one place to deal with an exception: logs it to the console, reports it to the server, and tells
 * the user in a dialog or toast, per `options`. Routine exceptions (see RoutineException) are expected,
 * user-facing errors: shown without technical details and not logged as severe. Never throws; resolves once
 * the report is settled (it does not wait for the user to close the alert).
 */
export async function handleException(e: unknown, options: ExceptionOptions = {}): Promise<ExceptionResult> {
  const exception = toExceptionInfo(e);
  const at = new Date();
  const { logOnServer = true, showAlert = true, alertType = 'dialog' } = options;
  const requireReload = showAlert && (options.requireReload ?? false);
  const title = options.title?.trim() || (exception.isRoutine ? ROUTINE_TITLE : STANDARD_TITLE);
  const message = options.message?.trim() || exception.message;

  logToConsole(exception);
  const reporter = logOnServer ? config.report : null;
  const logged = reporter ? report(reporter, exception, { title, message, userAlerted: showAlert }) : null;
  const reported = logged !== null;

  let shown: ExceptionResult['shown'] = null;
  if (showAlert) {
    try {
      if (alertType === 'toast' && !requireReload) {
        showToast(exception, title, message, at, reported);
        shown = 'toast';
      } else {
        void showDialog(exception, title, message, at, reported, requireReload);
        shown = 'dialog';
      }
    } catch (uiError) {
      console.error('handleException could not show the alert.', uiError);
    }
  }
  return { exception, shown, logId: logged ? await logged : null };
}

function logToConsole(exception: ExceptionInfo): void {
  if (exception.isRoutine) console.info(`Routine exception: ${exception.message}`);
  else console.error(exception.original);
}

async function report(
  reporter: NonNullable<ExceptionHandlerConfig['report']>,
  exception: ExceptionInfo,
  shown: { title: string; message: string; userAlerted: boolean },
): Promise<number | null> {
  const original = `${exception.name}: ${exception.message}`;
  const details = [shown.message === exception.message ? null : original, exception.stack]
    .filter(Boolean)
    .join('\n\n');
  try {
    return await reporter({
      title: shown.title,
      message: shown.message.slice(0, 2000),
      details: details ? details.slice(0, MAX_DETAILS) : undefined,
      url: typeof window === 'undefined' ? undefined : window.location.href.slice(0, 2000),
      correlationId: exception.correlationId ?? undefined,
      isRoutine: exception.isRoutine,
      userAlerted: shown.userAlerted,
      appVersion: config.appVersion,
    });
  } catch (reportError) {
    // Reporting must never add a second failure on top of the first.
    console.warn('The exception could not be reported to the server.', reportError);
    return null;
  }
}

function showToast(
  exception: ExceptionInfo,
  title: string,
  message: string,
  at: Date,
  reported: boolean,
): void {
  toast({
    message,
    intent: 'danger',
    timeout: exception.isRoutine ? TOAST_TIMEOUT.routine : TOAST_TIMEOUT.standard,
    // A standard exception's details are one click away, in the dialog it would otherwise have shown.
    action: exception.isRoutine
      ? undefined
      : { text: 'Details', onClick: () => void showDialog(exception, title, message, at, reported, false) },
  });
}

async function showDialog(
  exception: ExceptionInfo,
  title: string,
  message: string,
  at: Date,
  reported: boolean,
  requireReload: boolean,
): Promise<void> {
  const icon = exception.isRoutine ? (
    <WarningIcon weight="fill" className="tb-exception-icon--warning" />
  ) : (
    <WarningCircleIcon weight="fill" className="tb-exception-icon--danger" />
  );
  const body = exception.isRoutine ? (
    message
  ) : (
    <ExceptionDetails message={message} exception={exception} at={at} reported={reported} />
  );
  const buttons = requireReload
    ? [{ text: 'Reload App', value: 'reload', intent: 'primary' as const, icon: <ArrowClockwiseIcon /> }]
    : [{ text: 'OK', intent: 'primary' as const }];
  const clicked = await showMessage({ title, message: body, icon, buttons, dismissible: !requireReload });
  if (requireReload && clicked === 'reload') config.reload();
}
