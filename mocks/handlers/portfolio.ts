import { http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import {
  LineSeriesQuerySchema,
  OhlcSeriesQuerySchema,
  PositionsQuerySchema,
  type LineSeries,
  type OhlcSeries,
  type Position,
  type RawPosition,
} from '../../src/api/positions';
import { groupPositions, RAW_POSITIONS } from '../data/positions';
import { lineHistory, ohlcHistory, SYMBOLS, unknownSymbolMessage } from '../data/priceHistory';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/**
 * The portfolio service as the server answers it: priced raw positions, positions grouped by dims, the symbols
 * and their line and OHLC series (404 for a symbol the portfolio does not hold).
 */
export const portfolioHandlers = [
  http.get(apiUrl(API.rawPositions), () => HttpResponse.json<RawPosition[]>([...RAW_POSITIONS])),
  http.get(apiUrl(API.positions), ({ request }) => {
    const query = parseReadable(PositionsQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    return HttpResponse.json<Position[]>(groupPositions(RAW_POSITIONS, query.data.dims));
  }),
  http.get(apiUrl(API.symbols), () => HttpResponse.json<string[]>([...SYMBOLS])),
  http.get(apiUrl(API.lineSeries), ({ request }) => {
    const query = parseReadable(LineSeriesQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    const { symbol, dimension } = query.data;
    const data = lineHistory(symbol, dimension);
    if (!data) return HttpResponse.json(apiError(404, unknownSymbolMessage(symbol)), { status: 404 });
    return HttpResponse.json<LineSeries>({ symbol, dimension, data });
  }),
  http.get(apiUrl(API.ohlcSeries), ({ request }) => {
    const query = parseReadable(OhlcSeriesQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    const { symbol } = query.data;
    const data = ohlcHistory(symbol);
    if (!data) return HttpResponse.json(apiError(404, unknownSymbolMessage(symbol)), { status: 404 });
    return HttpResponse.json<OhlcSeries>({ symbol, data: [...data] });
  }),
];
