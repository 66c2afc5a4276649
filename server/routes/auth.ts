import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import {
  IdentitySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkSchema,
  SessionResponseSchema,
  type Identity,
  type LoginResponse,
  type Ok,
  type SessionResponse,
} from '../../src/api/schemas';
import { DUMMY_HASH, verifyPassword } from '../auth/password';
import { SESSION_COOKIE, toIdentity } from '../auth/sessions';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';

/** The session cookie lives on /api only: the static app and Storybook never see it. */
const COOKIE_PATH = '/api';

/** Reads the session of a request; the auth hook of app.ts calls it for every /api route. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  const user = await app.sessions.lookup(token);
  request.user = user;
  if (!user && token) clearSessionCookie(app, reply);
  return user;
}

function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
  });
}

/** "3 minutes", "1 second": how long a lock still holds, rounded up. */
function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** 429 for a login to an account locked by the back-off of LoginThrottle. */
export function accountLocked(ms: number): HttpError {
  return new HttpError(429, `Too many failed logins for this account. Please try again in ${duration(ms)}.`, {
    'Retry-After': String(Math.ceil(ms / 1000)),
  });
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/identity. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    API.login,
    {
      config: {
        access: 'public',
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          errorResponseBuilder: () => apiError(429, API_MESSAGES.tooManyLogins),
        },
      },
      schema: { response: { 200: responseSchema(LoginResponseSchema) } },
    },
    async (request, reply): Promise<LoginResponse> => {
      const body = parseReadable(LoginRequestSchema, request.body);
      if (!body.success) throw new HttpError(400, body.message);
      const { username, password } = body.data;
      // A locked account is not even tried: the lock holds whatever the password.
      const lockedForMs = await app.loginThrottle.lockedForMs(username);
      if (lockedForMs > 0) {
        request.log.warn({ username, lockedForMs }, 'login refused: account locked');
        throw accountLocked(lockedForMs);
      }
      const [user] = await app.db.select().from(users).where(eq(users.username, username));
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) {
        const failure = await app.loginThrottle.recordFailure(username);
        request.log.info({ username, ...failure }, 'login failed');
        throw new HttpError(401, API_MESSAGES.invalidLogin);
      }
      await app.loginThrottle.clear(username);
      // A new login replaces the session the browser had, if any.
      const previous = await app.sessions.lookup(request.cookies[SESSION_COOKIE]);
      if (previous) await app.sessions.delete(previous.sessionId);
      await app.sessions.deleteExpired();
      const session = await app.sessions.create(user.id);
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        expires: session.expiresAt,
      });
      request.log.info({ username }, 'login');
      return { identity: toIdentity(user) };
    },
  );

  app.post(
    API.logout,
    { config: { access: 'user' }, schema: { response: { 200: responseSchema(OkSchema) } } },
    async (request, reply): Promise<Ok> => {
      if (request.user) {
        await app.sessions.delete(request.user.sessionId);
        app.topics.closeSession(request.user.sessionId);
        request.log.info({ username: request.user.identity.username }, 'logout');
      }
      clearSessionCookie(app, reply);
      return { ok: true };
    },
  );

  app.get(
    API.session,
    { config: { access: 'public' }, schema: { response: { 200: responseSchema(SessionResponseSchema) } } },
    async (request, reply): Promise<SessionResponse> => {
      const user = await authenticate(app, request, reply);
      return { identity: user?.identity ?? null };
    },
  );

  app.get(
    API.identity,
    { config: { access: 'user' }, schema: { response: { 200: responseSchema(IdentitySchema) } } },
    async (request): Promise<Identity> => {
      if (!request.user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
      return request.user.identity;
    },
  );
}
