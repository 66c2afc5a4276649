import { http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { PositionsQuerySchema, type Position, type RawPosition } from '../../src/api/schemas';
import { groupPositions, RAW_POSITIONS } from '../data/positions';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/** The portfolio service as the server answers it: priced raw positions, and positions grouped by dims. */
export const portfolioHandlers = [
  http.get(apiUrl(API.rawPositions), () => HttpResponse.json<RawPosition[]>([...RAW_POSITIONS])),
  http.get(apiUrl(API.positions), ({ request }) => {
    const query = parseReadable(PositionsQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    return HttpResponse.json<Position[]>(groupPositions(RAW_POSITIONS, query.data.dims));
  }),
];
