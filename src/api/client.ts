import { fetchJson } from '../kit/net/fetchJson';
import { API } from './routes';
import {
  EnvironmentSchema,
  IdentitySchema,
  LoginResponseSchema,
  OkSchema,
  type Environment,
  type Identity,
  type LoginRequest,
  type LoginResponse,
  type Ok,
} from './schemas';

/** The typed client of the contract: every answer is validated against its schema. */
export const api = {
  login: (body: LoginRequest): Promise<LoginResponse> =>
    fetchJson(API.login, { method: 'POST', body, schema: LoginResponseSchema }),
  logout: (): Promise<Ok> => fetchJson(API.logout, { method: 'POST', body: {}, schema: OkSchema }),
  identity: (): Promise<Identity> => fetchJson(API.identity, { schema: IdentitySchema }),
  environment: (): Promise<Environment> => fetchJson(API.environment, { schema: EnvironmentSchema }),
};
