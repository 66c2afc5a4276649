import { errorText } from '../panel/errorText';

/**
 * An expected, user-facing error (e.g. "you may not do that"): handleException shows it without technical
 * details and does not log it as severe. Any Error, or object, with `isRoutine: true` counts as routine too.
 */
export class RoutineException extends Error {
  readonly isRoutine = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RoutineException';
  }
}

/** What handleException knows of anything thrown. */
export interface ExceptionInfo {
  /** The error's class name ('Error', 'TypeError', 'FetchError', ...). */
  name: string;
  message: string;
  stack: string | null;
  isRoutine: boolean;
  /** Correlation id of the failed call behind it (any error with a `correlationId`, e.g. an API client's). */
  correlationId: string | null;
  /** HTTP status of the failed call, when it was one. */
  status: number | null;
  /** The value that was thrown. */
  original: unknown;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** Whether a thrown value is routine: a RoutineException or anything flagged `isRoutine: true`. */
export function isRoutineException(e: unknown): boolean {
  return field(e, 'isRoutine') === true;
}

/** Normalises anything thrown (Errors, strings, `{message}` objects, other values) for handling and reporting. */
export function toExceptionInfo(e: unknown): ExceptionInfo {
  const name =
    e instanceof Error
      ? e.name || 'Error'
      : typeof field(e, 'name') === 'string'
        ? String(field(e, 'name'))
        : 'Error';
  const stack = field(e, 'stack');
  const correlationId = field(e, 'correlationId');
  const status = field(e, 'status');
  return {
    name,
    message: errorText(e),
    stack: typeof stack === 'string' && stack.trim() ? stack : null,
    isRoutine: isRoutineException(e),
    correlationId: typeof correlationId === 'string' && correlationId ? correlationId : null,
    status: typeof status === 'number' ? status : null,
    original: e,
  };
}
