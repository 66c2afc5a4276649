// @vitest-environment node
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { OhlcSeriesSchema } from '../../src/api/positions';
import { registerErrorHandler } from '../errors';
import { PortfolioService } from '../services/portfolio';
import { portfolioRoutes } from './portfolio';

// The routes alone on a bare Fastify (no auth hook): what they declare and answer, without a database.
let app: FastifyInstance;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(portfolioRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('portfolio routes', () => {
  it('every route declares that it needs a logged-in user', () => {
    const paths = routes.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(paths).toEqual(
      expect.arrayContaining([API.rawPositions, API.positions, API.symbols, API.lineSeries, API.ohlcSeries]),
    );
    for (const route of routes) expect(route.config).toMatchObject({ access: 'user' });
  });

  it('answers an OHLC series of at least five years for a held symbol', async () => {
    const res = await app.inject({ url: `${API.ohlcSeries}?symbol=AAPL` });
    expect(res.statusCode).toBe(200);
    const body = OhlcSeriesSchema.parse(res.json());
    const first = body.data[0]?.[0] ?? 0;
    const last = body.data.at(-1)?.[0] ?? 0;
    expect(last - first).toBeGreaterThan(5 * 365 * 86_400_000);
  });

  it('answers 404 with a message for an unknown symbol and 400 for a bad dimension', async () => {
    const missing = await app.inject({ url: `${API.lineSeries}?symbol=NOPE` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      message: "Unknown symbol 'NOPE': GET portfolio/symbols lists the symbols.",
    });
    const badDims = await app.inject({ url: `${API.positions}?dims=sector,colour` });
    expect(badDims.statusCode).toBe(400);
    expect(badDims.json()).toMatchObject({ message: expect.stringContaining("Unknown dimension 'colour'") });
  });
});

describe('PortfolioService', () => {
  const service = new PortfolioService();

  it('ends every history at the instrument reference price (the positions are priced there)', () => {
    const close = service.lineSeries('MSFT', 'close')?.data.at(-1)?.[1];
    expect(close).toBe(447.1);
  });

  it('gives the same history on every call and null for a symbol it does not hold', () => {
    expect(service.ohlcSeries('SAP')).toEqual(new PortfolioService().ohlcSeries('SAP'));
    expect(service.ohlcSeries('NOPE')).toBeNull();
    expect(service.lineSeries('NOPE', 'close')).toBeNull();
  });
});
