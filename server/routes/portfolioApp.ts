import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import {
  parsePositionId,
  PORTFOLIO_APP_API,
  PortfolioInstrumentListSchema,
  PortfolioLineSeriesQuerySchema,
  PortfolioOhlcSeriesQuerySchema,
  PortfolioOrdersQuerySchema,
  PortfolioPositionsQuerySchema,
  unknownPortfolioSymbolMessage,
  type PortfolioInstrument,
  type PortfolioPositions,
} from '../../src/api/portfolioApp';
import type { LineSeries, OhlcSeries } from '../../src/api/positions';
import { sharePriceBook } from '../cluster/sharedPriceBook';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import type { PortfolioAppService } from '../services/portfolioApp';

/**
 * The Portfolio example app's calls: live positions by any grouping (and their websocket topics), the orders of
 * a position, the instruments and their history. Every call needs a logged-in user.
 */
export async function portfolioAppRoutes(
  app: FastifyInstance,
  opts: { service?: PortfolioAppService } = {},
): Promise<void> {
  const service = opts.service ?? app.portfolioApp;
  service.registerTopics(app.topics);
  // With DATABASE_URL the prices are the cluster's, moved by its leader (on the embedded database, by this one).
  const stopSharing = app.config.databaseUrl ? await sharePriceBook(app, service) : async () => {};
  app.addHook('onClose', async () => {
    await stopSharing();
    service.stop();
    await service.idle();
  });
  // Once the server listens, not before: tests that never listen make the data only if they ask for it.
  app.addHook('onListen', async () => service.warmUp());
  const config = { access: 'user' } as const;

  app.get(
    PORTFOLIO_APP_API.positions,
    // No response schema: the positions are a tree (a recursive schema), serialised as they are.
    { config },
    async (request): Promise<PortfolioPositions> => {
      const query = parseReadable(PortfolioPositionsQuerySchema, request.query);
      if (!query.success) throw new HttpError(400, query.message);
      return service.positions(query.data.dims);
    },
  );

  app.get(PORTFOLIO_APP_API.orders, { config }, async (request, reply) => {
    const query = parseReadable(PortfolioOrdersQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    // The schema has checked the id parses. The text is made of each order's JSON (see ordersJson).
    const text = service.ordersJson(parsePositionId(query.data.positionId) ?? []);
    return reply.type('application/json; charset=utf-8').send(text);
  });

  app.get(
    PORTFOLIO_APP_API.instruments,
    { config, schema: { response: { 200: responseSchema(PortfolioInstrumentListSchema) } } },
    async (): Promise<PortfolioInstrument[]> => service.instruments(),
  );

  app.get(PORTFOLIO_APP_API.lineSeries, { config }, async (request): Promise<LineSeries> => {
    const query = parseReadable(PortfolioLineSeriesQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    const series = service.lineSeries(query.data.symbol, query.data.dimension);
    if (!series) throw new HttpError(404, unknownPortfolioSymbolMessage(query.data.symbol));
    return series;
  });

  app.get(PORTFOLIO_APP_API.ohlcSeries, { config }, async (request): Promise<OhlcSeries> => {
    const query = parseReadable(PortfolioOhlcSeriesQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    const series = service.ohlcSeries(query.data.symbol);
    if (!series) throw new HttpError(404, unknownPortfolioSymbolMessage(query.data.symbol));
    return series;
  });
}
