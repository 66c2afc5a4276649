import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import { ClientErrorSchema, type ClientErrorReceipt } from '../../src/api/schemas';
import { parseJsonBody } from './jsonBody';
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

/** POST /api/clientError as the server answers it: validated with the contract, 201 with a receipt. */
export const clientErrorHandlers = [
  http.post(apiUrl(API.clientError), async ({ request }) => {
    const body = await parseJsonBody(request, ClientErrorSchema);
    if (body.error) return body.error;
    const { message, title, details, isRoutine, userAlerted } = body.data;
    const id = mockClientErrors.length + 1;
    mockClientErrors.push({ id, message, title, details, isRoutine, userAlerted });
    return HttpResponse.json<ClientErrorReceipt>({ ok: true, id }, { status: 201 });
  }),
];
