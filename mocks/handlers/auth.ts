import { http, HttpResponse } from 'msw';
import { API_MESSAGES, apiError } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { parseJsonBody } from './jsonBody';
import { apiUrl } from './url';
import {
  LoginRequestSchema,
  type Identity,
  type LoginResponse,
  type Ok,
  type SessionResponse,
} from '../../src/api/schemas';
import { AVATARS, DEMO_USER, MOCK_PASSWORDS, SEED_USERS } from '../data/users';

/**
 * Auth as the server answers it, for Storybook: the user is always logged in as demo; login accepts demo/demo and
 * admin/admin (and answers that user), anything else 401 with the server's message.
 */
export const authHandlers = [
  http.post(apiUrl(API.login), async ({ request }) => {
    const body = await parseJsonBody(request, LoginRequestSchema);
    if (body.error) return body.error;
    const { username, password } = body.data;
    const user = SEED_USERS.find((u) => u.username === username);
    if (!user || MOCK_PASSWORDS[username] !== password) {
      return HttpResponse.json(apiError(401, API_MESSAGES.invalidLogin), { status: 401 });
    }
    return HttpResponse.json<LoginResponse>({ identity: { ...user, roles: [...user.roles] } });
  }),

  http.post(apiUrl(API.logout), () => HttpResponse.json<Ok>({ ok: true })),

  // Stories run signed in as the demo user.
  http.get(apiUrl(API.session), () =>
    HttpResponse.json<SessionResponse>({ identity: { ...DEMO_USER, roles: [...DEMO_USER.roles] } }),
  ),

  http.get(apiUrl(API.identity), () =>
    HttpResponse.json<Identity>({ ...DEMO_USER, roles: [...DEMO_USER.roles] }),
  ),

  http.get<{ file: string }>(apiUrl(`${API.avatars}/:file`), ({ params }) => {
    const svg = Object.hasOwn(AVATARS, params.file) ? AVATARS[params.file] : undefined;
    if (svg === undefined) {
      return HttpResponse.json(apiError(404, `No avatar ${params.file}.`), { status: 404 });
    }
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
