/** The JSON a demo saved under a local storage key (null when nothing is saved). */
export function savedState<T = unknown>(key: string): T {
  return JSON.parse(window.localStorage.getItem(key) ?? 'null') as T;
}
