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
}

export function newCorrelationId(): string {
  return crypto.randomUUID();
}

/** The API's HTTP transport, fetch for JSON: same-origin credentials, a correlation id on every call, typed and validated answers. */
export async function fetchJson<T>(url: string, opts: FetchJsonOptions<T>): Promise<T> {
  const correlationId = newCorrelationId();
  const headers: Record<string, string> = { Accept: 'application/json', [CORRELATION_HEADER]: correlationId };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
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
