import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import { apiUrl } from './url';
import type { Environment, Health } from '../../src/api/schemas';
import { MOCK_ENVIRONMENT } from '../data/environment';

/** GET /api/environment, answering the fixed Environment of mocks/data; GET /api/health. */
export const environmentHandlers = [
  http.get(apiUrl(API.health), () => HttpResponse.json<Health>({ ok: true, instance: 'mock', leader: true })),
  http.get(apiUrl(API.environment), () => HttpResponse.json<Environment>(MOCK_ENVIRONMENT)),
];
