import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import { apiUrl } from './url';
import type { Environment, Ok } from '../../src/api/schemas';
import { MOCK_ENVIRONMENT } from '../data/environment';

/** GET /api/environment, answering the fixed Environment of mocks/data; GET /api/health. */
export const environmentHandlers = [
  http.get(apiUrl(API.health), () => HttpResponse.json<Ok>({ ok: true })),
  http.get(apiUrl(API.environment), () => HttpResponse.json<Environment>(MOCK_ENVIRONMENT)),
];
