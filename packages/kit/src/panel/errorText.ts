/** A readable message for anything thrown or passed as an error: strings, Errors, `{message}` objects. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error.trim() || 'An unknown error occurred.';
  if (error instanceof Error) return error.message || error.name || 'An unknown error occurred.';
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || 'An unknown error occurred.';
  }
  if (error == null) return 'An unknown error occurred.';
  return String(error);
}
