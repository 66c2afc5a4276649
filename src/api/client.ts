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
