import { fetchJson } from './fetchJson';
import { API } from './routes';
import {
  IdentitySchema,
  type Identity,
  type LoginRequest,
  LoginResponseSchema,
  type LoginResponse,
  SessionResponseSchema,
  type SessionResponse,
  OkSchema,
  type Ok,
  EnvironmentSchema,
  type Environment,
  type ClientError,
  ClientErrorReceiptSchema,
  type ClientErrorReceipt,
} from './schemas';

/** The typed client of the contract: every answer is validated against its schema. */
export const api = {
  login: (body: LoginRequest): Promise<LoginResponse> =>
    fetchJson(API.login, { method: 'POST', body, schema: LoginResponseSchema }),
  logout: (): Promise<Ok> => fetchJson(API.logout, { method: 'POST', body: {}, schema: OkSchema }),
  identity: (): Promise<Identity> => fetchJson(API.identity, { schema: IdentitySchema }),
  session: (): Promise<SessionResponse> => fetchJson(API.session, { schema: SessionResponseSchema }),
  environment: (): Promise<Environment> => fetchJson(API.environment, { schema: EnvironmentSchema }),
  clientError: (body: ClientError): Promise<ClientErrorReceipt> =>
    fetchJson(API.clientError, { method: 'POST', body, schema: ClientErrorReceiptSchema }),
};

/** How long an offered environment request stays worth taking: an older answer shows a stale server uptime. */
const OFFER_FRESH_MS = 10_000;
let offered: { request: Promise<Environment>; at: number } | null = null;

/**
 * Hands an environment request already under way to the next panel that would ask for it: the shell starts one
 * as soon as it knows the visitor is signed in, long before Home's About widget mounts and would ask (on a cold
 * load, About's answer is what Home's first content waits on).
 */
export function offerEnvironment(request: Promise<Environment>): void {
  offered = { request, at: Date.now() };
}

/** The offered request, once, while it is fresh; null otherwise (the caller asks for its own). */
export function takeOfferedEnvironment(): Promise<Environment> | null {
  const offer = offered;
  offered = null;
  return offer && Date.now() - offer.at <= OFFER_FRESH_MS ? offer.request : null;
}
