import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import {
  LineSeriesQuerySchema,
  OhlcSeriesQuerySchema,
  PositionsQuerySchema,
  type LineSeries,
  type OhlcSeries,
} from '../../src/api/positions';
import { unknownSymbolMessage } from '../../mocks/data/priceHistory';
import { HttpError } from '../errors';
import { PortfolioService } from '../services/portfolio';

/**
 * The portfolio service's calls (SPEC §7): priced raw positions, positions grouped by `dims`, the symbols and
 * their line and OHLC series. Every call needs a logged-in user.
 */
export async function portfolioRoutes(
  app: FastifyInstance,
  opts: { service?: PortfolioService } = {},
): Promise<void> {
  const service = opts.service ?? new PortfolioService();
  const config = { access: 'user' } as const;

  app.get(API.rawPositions, { config }, async (request, reply) =>
    service.rawPositionsAnswer().send(request, reply),
  );

  app.get(API.positions, { config }, async (request, reply) => {
    const query = parseReadable(PositionsQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    return service.groupedPositionsAnswer(query.data.dims).send(request, reply);
  });

  app.get(API.symbols, { config }, async (): Promise<readonly string[]> => service.symbols());

  app.get(API.lineSeries, { config }, async (request): Promise<LineSeries> => {
    const query = parseReadable(LineSeriesQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    const { symbol, dimension } = query.data;
    const series = service.lineSeries(symbol, dimension);
    if (!series) throw new HttpError(404, unknownSymbolMessage(symbol));
    return series;
  });

  app.get(API.ohlcSeries, { config }, async (request): Promise<OhlcSeries> => {
    const query = parseReadable(OhlcSeriesQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    const series = service.ohlcSeries(query.data.symbol);
    if (!series) throw new HttpError(404, unknownSymbolMessage(query.data.symbol));
    return series;
  });
}
