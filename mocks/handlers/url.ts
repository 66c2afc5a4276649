/**
 * The MSW pattern of an API path on any origin: Storybook calls `/api/...` on its own origin, Node tests call
 * `http://localhost/api/...`, and a bare relative path only matches the former.
 */
export function apiUrl(path: string): string {
  return `*${path}`;
}
