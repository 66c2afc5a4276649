/**
 * The query of a request URL as the server's parser gives it: one string per name, or a list of strings when the
 * name repeats. Handlers validate it with the same zod schema as the server, so both answer the same 400s.
 */
export function queryParams(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url).searchParams) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else out[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}
