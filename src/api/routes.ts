/** Every HTTP path of the contract, shared by the client, the MSW handlers and the server. */
export const API = {
  health: '/api/health',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  identity: '/api/auth/identity',
  environment: '/api/environment',
  ws: '/api/ws',
  /** Bundled avatars (profilePicUrl of the seeded users); followed by the file name. */
  avatars: '/api/static/avatars',
} as const;

/** Header the kit's fetch sets on every call and the server echoes back. */
export { CORRELATION_HEADER } from '../kit/net/fetchJson';
