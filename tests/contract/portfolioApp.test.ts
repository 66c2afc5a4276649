import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTFOLIO_APP_API,
  PortfolioInstrumentListSchema,
  PortfolioOrderListSchema,
  PortfolioPositionsSchema,
} from '../../src/api/portfolioApp';
import { ApiErrorSchema } from '../../src/api/schemas';
import { LineSeriesSchema, OhlcSeriesSchema, type Position } from '../../src/api/positions';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

const positions = (dims: string) => `${PORTFOLIO_APP_API.positions}?dims=${dims}`;
const orders = (positionId: string) =>
  `${PORTFOLIO_APP_API.orders}?${new URLSearchParams({ positionId }).toString()}`;

function count(nodes: readonly Position[]): number {
  return nodes.reduce((n, p) => n + 1 + count(p.children), 0);
}

describe('Portfolio app contract: MSW handlers and server agree', () => {
  it('GET examples/portfolio/instruments lists about 500 instruments with prices', async () => {
    const { mock, server } = await expectSameContract(
      { url: PORTFOLIO_APP_API.instruments, session: true },
      200,
      PortfolioInstrumentListSchema,
    );
    expect(server).toHaveLength(500);
    expect(new Set(server.map((i) => i.symbol)).size).toBe(500);
    expect(mock).toEqual(server);
  });

  it('GET examples/portfolio/positions groups by the dims, at version 0 before any re-pricing', async () => {
    const { mock, server } = await expectSameContract(
      { url: positions('region,sector,symbol'), session: true },
      200,
      PortfolioPositionsSchema,
    );
    expect(mock).toEqual(server);
    expect(server.version).toBe(0);
    expect(server.positions.map((p) => p.name)).toEqual([
      'Asia Pacific',
      'Europe',
      'Latin America',
      'North America',
    ]);
    // Every instrument sits in one region and one sector: 500 symbol leaves.
    const leaves = server.positions.flatMap((r) => r.children.flatMap((s) => s.children));
    expect(leaves).toHaveLength(500);
    expect(count(server.positions)).toBeGreaterThan(500);
    for (const region of server.positions) {
      expect(region.mktVal).toBe(region.children.reduce((sum, s) => sum + s.mktVal, 0));
    }
  });

  it('GET examples/portfolio/positions by trader and fund has every trader under their fund', async () => {
    const { server } = await expectSameContract(
      { url: positions('fund,trader'), session: true },
      200,
      PortfolioPositionsSchema,
    );
    expect(server.positions.map((p) => p.name)).toEqual([
      'Atlas Fund',
      'Beacon Fund',
      'Cobalt Fund',
      'Summit Fund',
    ]);
    expect(server.positions.every((f) => f.children.length === 3)).toBe(true);
  });

  it('GET examples/portfolio/orders answers the orders of a position, newest first', async () => {
    const { server: grouped } = await expectSameContract(
      { url: positions('region,sector,symbol'), session: true },
      200,
      PortfolioPositionsSchema,
    );
    const europe = grouped.positions.find((p) => p.name === 'Europe');
    const sector = europe?.children[0];
    const symbol = sector?.children[0];
    if (!europe || !sector || !symbol) throw new Error('no Europe positions');
    const { mock, server } = await expectSameContract(
      { url: orders(symbol.id), session: true },
      200,
      PortfolioOrderListSchema,
    );
    expect(mock).toEqual(server);
    expect(server.length).toBeGreaterThan(0);
    expect(
      server.every((o) => o.region === 'Europe' && o.sector === sector.name && o.symbol === symbol.name),
    ).toBe(true);
    const times = server.map((o) => o.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { server: all } = await expectSameContract(
      { url: orders('root'), session: true },
      200,
      PortfolioOrderListSchema,
    );
    expect(all).toHaveLength(20_000);
  });

  it.each([
    ['', "PositionId must be a position id from GET positions, e.g. 'root>region:Europe>sector:Energy'."],
    [
      'root>colour:red',
      "PositionId must be a position id from GET positions, e.g. 'root>region:Europe>sector:Energy'.",
    ],
    [
      'root>region:Europe>region:Asia',
      "PositionId must be a position id from GET positions, e.g. 'root>region:Europe>sector:Energy'.",
    ],
  ])('GET examples/portfolio/orders answers the same 400 for positionId=%j', async (id, message) => {
    const { mock, server } = await expectSameContract(
      { url: orders(id), session: true },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('GET examples/portfolio/orders without a position id answers 400', async () => {
    const { server } = await expectSameContract(
      { url: PORTFOLIO_APP_API.orders, session: true },
      400,
      ApiErrorSchema,
    );
    expect(server.message).toBe('PositionId is required.');
  });

  it('GET examples/portfolio/lineSeries and ohlcSeries answer the history of an instrument', async () => {
    const { server: list } = await expectSameContract(
      { url: PORTFOLIO_APP_API.instruments, session: true },
      200,
      PortfolioInstrumentListSchema,
    );
    const symbol = list[42]?.symbol ?? '';
    const [line, ohlc] = await Promise.all([
      expectSameContract(
        { url: `${PORTFOLIO_APP_API.lineSeries}?symbol=${symbol}`, session: true },
        200,
        LineSeriesSchema,
      ),
      expectSameContract(
        { url: `${PORTFOLIO_APP_API.ohlcSeries}?symbol=${symbol}`, session: true },
        200,
        OhlcSeriesSchema,
      ),
    ]);
    expect(line.mock).toEqual(line.server);
    expect(ohlc.mock).toEqual(ohlc.server);
    expect(line.server.data.length).toBeGreaterThan(1000);
    expect(line.server.data).toEqual(ohlc.server.data.map(([t, , , , c]) => [t, c]));
  });

  it('answers 404 with a message for an unknown symbol', async () => {
    const { mock, server } = await expectSameContract(
      { url: `${PORTFOLIO_APP_API.ohlcSeries}?symbol=ZZZZZZ`, session: true },
      404,
      ApiErrorSchema,
    );
    expect(mock.message).toBe(
      "Unknown symbol 'ZZZZZZ': GET examples/portfolio/instruments lists the symbols.",
    );
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    for (const url of [PORTFOLIO_APP_API.instruments, positions('region'), orders('root')]) {
      expect((await askServer({ url })).status).toBe(401);
    }
  });
});
