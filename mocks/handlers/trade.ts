import { delay, http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { TradesQuerySchema, type TradesResponse } from '../../src/api/samples';
import { TRADES } from '../data/trades';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/** GET /api/trade: the sample trades of mocks/data, as the server answers them (after `delayMs` when asked). */
export const tradeHandlers = [
  http.get(apiUrl(API.trade), async ({ request }) => {
    const query = parseReadable(TradesQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    if (query.data.delayMs) await delay(query.data.delayMs);
    return HttpResponse.json<TradesResponse>({ trades: [...TRADES] });
  }),
];
