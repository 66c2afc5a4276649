import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import type { TradesResponse } from '../../src/api/samples';
import { TRADES } from '../data/trades';
import { apiUrl } from './url';

/** GET /api/trade: the sample trades of mocks/data, as the server answers them. */
export const tradeHandlers = [
  http.get(apiUrl(API.trade), () => HttpResponse.json<TradesResponse>({ trades: [...TRADES] })),
];
