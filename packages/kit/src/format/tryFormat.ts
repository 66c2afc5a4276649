/** What a formatter that throws shows in its place, so one bad value or option never breaks a whole view. */
export const FORMAT_EXCEPTION = '#exception#';

/**
 * Runs a formatter, showing '#exception#' if it throws (e.g. fmtDate with an invalid pattern). The error goes to
 * `onError`, or to the console by default.
 */
export function tryFormat<T>(
  format: () => T,
  onError: (error: unknown) => void = (error) => console.error('Formatter failed', error),
): T | typeof FORMAT_EXCEPTION {
  try {
    return format();
  } catch (error) {
    onError(error);
    return FORMAT_EXCEPTION;
  }
}
