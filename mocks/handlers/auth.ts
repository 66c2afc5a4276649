import { http, HttpResponse } from 'msw';
import { API_MESSAGES, apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { apiUrl } from './url';
import { LoginRequestSchema, type Identity, type LoginResponse, type Ok } from '../../src/api/schemas';
import { AVATARS, DEMO_USER, MOCK_PASSWORDS, SEED_USERS } from '../data/users';

/** The JSON body of a request: undefined when empty (the schema then rejects it), null when not JSON. */
async function jsonBody(request: Request): Promise<{ value: unknown } | null> {
  const text = await request.text();
  if (!text) return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * Auth as the server answers it, for Storybook: the user is always logged in as demo; login accepts demo/demo and
 * admin/admin (and answers that user), anything else 401 with the server's message.
 */
export const authHandlers = [
  http.post(apiUrl(API.login), async ({ request }) => {
    const json = await jsonBody(request);
    if (!json)
      return HttpResponse.json(apiError(400, 'The request body is not valid JSON.'), { status: 400 });
    const body = parseReadable(LoginRequestSchema, json.value);
    if (!body.success) return HttpResponse.json(apiError(400, body.message), { status: 400 });
    const { username, password } = body.data;
    const user = SEED_USERS.find((u) => u.username === username);
    if (!user || MOCK_PASSWORDS[username] !== password) {
      return HttpResponse.json(apiError(401, API_MESSAGES.invalidLogin), { status: 401 });
    }
    return HttpResponse.json<LoginResponse>({ identity: { ...user, roles: [...user.roles] } });
  }),

  http.post(apiUrl(API.logout), () => HttpResponse.json<Ok>({ ok: true })),

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
