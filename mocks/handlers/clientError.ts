import { http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { ClientErrorSchema, type ClientErrorReceipt } from '../../src/api/schemas';
import { apiUrl } from './url';

/** A client error as the mock stored it, for stories and tests that check what was reported. */
export interface MockClientError {
  id: number;
  message: string;
  title?: string;
  details?: string;
  isRoutine: boolean;
  userAlerted: boolean;
}

/** What the handler received since the page loaded (Storybook has no database to keep it in). */
export const mockClientErrors: MockClientError[] = [];

async function jsonBody(request: Request): Promise<{ value: unknown } | null> {
  const text = await request.text();
  if (!text) return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** POST /api/clientError as the server answers it: validated with the contract, 201 with a receipt. */
export const clientErrorHandlers = [
  http.post(apiUrl(API.clientError), async ({ request }) => {
    const json = await jsonBody(request);
    if (!json)
      return HttpResponse.json(apiError(400, 'The request body is not valid JSON.'), { status: 400 });
    const body = parseReadable(ClientErrorSchema, json.value);
    if (!body.success) return HttpResponse.json(apiError(400, body.message), { status: 400 });
    const { message, title, details, isRoutine, userAlerted } = body.data;
    const id = mockClientErrors.length + 1;
    mockClientErrors.push({ id, message, title, details, isRoutine, userAlerted });
    return HttpResponse.json<ClientErrorReceipt>({ ok: true, id }, { status: 201 });
  }),
];
