import type { z } from 'zod';
import { CORRELATION_HEADER } from './routes';

/**
 * A failed call: the HTTP status (0 for a network failure), the server's readable message and, when the server
 * names one (a 400 about one field of the request), the field, so a form can show the message there.
 */
export class FetchError extends Error {
  readonly status: number;
  readonly correlationId: string;
  readonly field: string | undefined;
  constructor(message: string, status: number, correlationId: string, field?: string) {
    super(message);
    this.name = 'FetchError';
    this.status = status;
    this.correlationId = correlationId;
    this.field = field;
  }
}

export interface FetchJsonOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch is an error, so a drifting server is caught at the edge. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** More request headers (e.g. APP_REQUEST_HEADER for a GET that acts). */
  headers?: Readonly<Record<string, string>>;
}

export function newCorrelationId(): string {
  return crypto.randomUUID();
}

/** How long a prefetched answer waits for the fetchJson that takes it; after that it is fetched anew. */
export const PREFETCH_TTL_MS = 10_000;

interface Prefetched {
  response: Promise<Response>;
  correlationId: string;
  at: number;
}

/** GET answers asked for ahead (prefetchJson), by URL, until a fetchJson takes them. */
const prefetched = new Map<string, Prefetched>();

const jsonHeaders = (correlationId: string): Record<string, string> => ({
  Accept: 'application/json',
  [CORRELATION_HEADER]: correlationId,
});

/**
 * Starts a GET of `url` now, for the fetchJson of the same URL that is about to follow: the answer comes while
 * the code that asks for it is still loading or rendering (a demo's first data, from the click that opens it).
 * The first GET fetchJson of that URL within PREFETCH_TTL_MS takes it (and asks again if it failed); any later
 * one fetches as usual.
 */
export function prefetchJson(url: string): void {
  const now = performance.now();
  for (const [key, entry] of prefetched) if (now - entry.at > PREFETCH_TTL_MS) prefetched.delete(key);
  if (prefetched.has(url)) return;
  const correlationId = newCorrelationId();
  const response = fetch(url, { headers: jsonHeaders(correlationId), credentials: 'same-origin' });
  // A failure is the taker's to report, and one nobody takes is no unhandled rejection.
  response.catch(() => undefined);
  prefetched.set(url, { response, correlationId, at: now });
}

/** The prefetched answer of a GET of `url`, if one is waiting and fresh: taken, so it serves one call. */
function takePrefetched(url: string): Prefetched | null {
  const entry = prefetched.get(url);
  if (!entry) return null;
  prefetched.delete(url);
  return performance.now() - entry.at <= PREFETCH_TTL_MS ? entry : null;
}

/** Rejects as fetch does when `signal` aborts: a caller that gives up on a prefetched answer stops waiting. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The API's HTTP transport, fetch for JSON: same-origin credentials, a correlation id on every call, typed and validated answers. */
export async function fetchJson<T>(url: string, opts: FetchJsonOptions<T>): Promise<T> {
  const method = opts.method ?? 'GET';
  const early = method === 'GET' ? takePrefetched(url) : null;
  const correlationId = early?.correlationId ?? newCorrelationId();
  const headers = { ...opts.headers, ...jsonHeaders(correlationId) };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    const send = () =>
      fetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'same-origin',
        signal: opts.signal,
      });
    // A prefetched failure (asked before a login, say) is not trusted: the call asks again.
    res = early
      ? await unlessAborted(early.response, opts.signal).then(
          (r) => (r.ok ? r : send()),
          () => {
            opts.signal?.throwIfAborted();
            return send();
          },
        )
      : await send();
  } catch (e) {
    // The caller gave up: its own reason, not the server's failure.
    if (opts.signal?.aborted || (e instanceof DOMException && e.name === 'AbortError')) throw e;
    throw new FetchError('The server could not be reached.', 0, correlationId);
  }
  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new FetchError(
        `Unexpected answer from ${url} (status ${res.status}).`,
        res.status,
        correlationId,
      );
    }
  }
  if (!res.ok) {
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : `Request to ${url} failed with status ${res.status}.`;
    const field =
      json && typeof json === 'object' && 'field' in json && typeof json.field === 'string'
        ? json.field
        : undefined;
    throw new FetchError(message, res.status, correlationId, field);
  }
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    throw new FetchError(
      `Unexpected answer from ${url}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      res.status,
      correlationId,
    );
  }
  return parsed.data;
}
