import type { FastifyInstance } from 'fastify';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { expect } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { startTestApp, loginCookie } from '../../server/testing';

/** One HTTP request, sent the same way to the MSW handlers and to the real server. */
export interface ContractRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON value, or a raw string sent as-is with Content-Type: application/json. */
  body?: unknown;
  /**
   * Send the session cookie of a logged-in demo user (true) or admin ('admin') to the real server (MSW is always
   * logged in).
   */
  session?: boolean | 'admin';
  /** More request headers, sent to both. */
  headers?: Readonly<Record<string, string>>;
}

export interface ContractAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export const mswServer = setupServer(...handlers);

let real: Awaited<ReturnType<typeof startTestApp>> | undefined;
let cookie = '';
let adminCookie = '';

export async function startBoth(): Promise<void> {
  mswServer.listen({ onUnhandledRequest: 'error' });
  real = await startTestApp({ loginRateLimit: 1000 });
  cookie = await loginCookie(real.app, 'demo');
  adminCookie = await loginCookie(real.app, 'admin');
}

/** The real server's admin session cookie (for calls the harness does not send itself, e.g. uploads). */
export function serverAdminCookie(): string {
  return adminCookie;
}

export async function stopBoth(): Promise<void> {
  mswServer.close();
  await real?.close();
  real = undefined;
}

export function realApp(): FastifyInstance {
  if (!real) throw new Error('startBoth() first');
  return real.app;
}

function payloadOf(req: ContractRequest): string | undefined {
  if (req.body === undefined) return undefined;
  return typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
}

function parseBody(text: string): unknown {
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The MSW handlers' answer, through Node's fetch. */
export async function askMocks(req: ContractRequest): Promise<ContractAnswer> {
  const payload = payloadOf(req);
  const res = await fetch(`http://localhost${req.url}`, {
    method: req.method ?? 'GET',
    headers: { ...req.headers, ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: payload,
  });
  return { status: res.status, body: parseBody(await res.text()), headers: Object.fromEntries(res.headers) };
}

/** The real server's answer, through app.inject. */
export async function askServer(req: ContractRequest): Promise<ContractAnswer> {
  const payload = payloadOf(req);
  const headers: Record<string, string> = { ...req.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (req.session) headers.cookie = req.session === 'admin' ? adminCookie : cookie;
  const res = await realApp().inject({ method: req.method ?? 'GET', url: req.url, headers, payload });
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = String(v);
  return { status: res.statusCode, body: parseBody(res.body), headers: flat };
}

/**
 * Sends the request to both, asserts the same status and that both bodies parse under `schema`, and returns both
 * parsed bodies for further comparison.
 */
export async function expectSameContract<S extends z.ZodType>(
  req: ContractRequest,
  status: number,
  schema: S,
): Promise<{ mock: z.output<S>; server: z.output<S> }> {
  const [mock, server] = await Promise.all([askMocks(req), askServer(req)]);
  expect({ source: 'msw', status: mock.status }).toEqual({ source: 'msw', status });
  expect({ source: 'server', status: server.status }).toEqual({ source: 'server', status });
  const mockParsed = schema.safeParse(mock.body);
  const serverParsed = schema.safeParse(server.body);
  expect(mockParsed.error?.issues ?? [], `MSW body ${JSON.stringify(mock.body)}`).toEqual([]);
  expect(serverParsed.error?.issues ?? [], `server body ${JSON.stringify(server.body)}`).toEqual([]);
  return { mock: mockParsed.data as z.output<S>, server: serverParsed.data as z.output<S> };
}
