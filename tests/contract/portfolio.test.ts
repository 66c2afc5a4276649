import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import {
  LineSeriesSchema,
  OhlcSeriesSchema,
  PositionListSchema,
  RawPositionListSchema,
  SymbolListSchema,
  type Position,
} from '../../src/api/positions';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

const grouped = (dims: string) => `${API.positions}?dims=${dims}`;

function depth(nodes: readonly Position[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
}

function leaves(nodes: readonly Position[]): Position[] {
  return nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
}

describe('portfolio contract: MSW handlers and server agree', () => {
  it('GET portfolio/rawPositions answers the same priced positions', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.rawPositions, session: true },
      200,
      RawPositionListSchema,
    );
    expect(server).toHaveLength(2000);
    expect(mock).toEqual(server);
    expect(server.some((p) => p.mktVal < 0)).toBe(true);
  });

  it('GET portfolio/positions groups by the dims in order, with sums at every level', async () => {
    const { mock, server } = await expectSameContract(
      { url: grouped('region,sector,symbol'), session: true },
      200,
      PositionListSchema,
    );
    expect(mock).toEqual(server);
    expect(depth(server)).toBe(3);
    expect(server.map((r) => r.name)).toEqual(['Asia Pacific', 'Europe', 'Latin America', 'North America']);
    const { server: raw } = await expectSameContract(
      { url: API.rawPositions, session: true },
      200,
      RawPositionListSchema,
    );
    const total = (
      f: (p: { pnl: number; mktVal: number }) => number,
      list: { pnl: number; mktVal: number }[],
    ) => list.reduce((sum, p) => sum + f(p), 0);
    expect(total((p) => p.pnl, server)).toBe(total((p) => p.pnl, raw));
    expect(total((p) => p.mktVal, leaves(server))).toBe(total((p) => p.mktVal, raw));
    const europe = server.find((r) => r.name === 'Europe');
    expect(europe?.id).toBe('root>region:Europe');
    expect(europe?.children[0]?.id).toMatch(/^root>region:Europe>sector:/);
    for (const node of server) expect(node.pnl).toBe(total((c) => c.pnl, node.children));
  });

  it('GET portfolio/positions without dims groups by region, sector, symbol', async () => {
    const { server } = await expectSameContract(
      { url: API.positions, session: true },
      200,
      PositionListSchema,
    );
    const { server: explicit } = await expectSameContract(
      { url: grouped('region,sector,symbol'), session: true },
      200,
      PositionListSchema,
    );
    expect(server).toEqual(explicit);
  });

  it('GET portfolio/positions?dims=sector answers one level', async () => {
    const { mock, server } = await expectSameContract(
      { url: grouped('sector'), session: true },
      200,
      PositionListSchema,
    );
    expect(mock).toEqual(server);
    expect(depth(server)).toBe(1);
    expect(server.every((n) => n.children.length === 0)).toBe(true);
  });

  it.each([
    ['region,colour', "Unknown dimension 'colour': use region, sector, symbol, model, fund or trader."],
    ['foo,bar', "Unknown dimensions 'foo', 'bar': use region, sector, symbol, model, fund or trader."],
    ['', 'Dims must not have empty names: use region, sector, symbol, model, fund or trader.'],
    ['region,region', 'Dims must not name a dimension twice.'],
    ['region&dims=sector', 'Dims must be one comma-separated list, e.g. dims=region,sector,symbol.'],
  ])('answers the same 400 for dims=%s', async (dims, message) => {
    const { mock, server } = await expectSameContract(
      { url: grouped(dims), session: true },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('GET portfolio/symbols lists the instruments, the same from both', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.symbols, session: true },
      200,
      SymbolListSchema,
    );
    expect(mock).toEqual(server);
    expect(server.slice(0, 5)).toEqual(['AAPL', 'MSFT', 'NVDA', 'ASML', 'SAP']);
    expect(new Set(server).size).toBe(server.length);
  });

  it('GET portfolio/lineSeries answers ten years of daily closes by default, oldest first', async () => {
    const { mock, server } = await expectSameContract(
      { url: `${API.lineSeries}?symbol=MSFT`, session: true },
      200,
      LineSeriesSchema,
    );
    expect(mock).toEqual(server);
    expect(server.symbol).toBe('MSFT');
    expect(server.dimension).toBe('close');
    // At least five years of trading days (about 252 a year).
    expect(server.data.length).toBeGreaterThan(5 * 250);
    const times = server.data.map(([t]) => t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    const years = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThanOrEqual(5);
    expect(server.data.every(([, v]) => v > 0)).toBe(true);
  });

  it('GET portfolio/lineSeries?dimension= picks the price of the bar', async () => {
    const [{ server: high }, { server: low }, { server: ohlc }] = await Promise.all([
      expectSameContract(
        { url: `${API.lineSeries}?symbol=AAPL&dimension=high`, session: true },
        200,
        LineSeriesSchema,
      ),
      expectSameContract(
        { url: `${API.lineSeries}?symbol=AAPL&dimension=low`, session: true },
        200,
        LineSeriesSchema,
      ),
      expectSameContract({ url: `${API.ohlcSeries}?symbol=AAPL`, session: true }, 200, OhlcSeriesSchema),
    ]);
    expect(high.data).toEqual(ohlc.data.map(([t, , h]) => [t, h]));
    expect(low.data).toEqual(ohlc.data.map(([t, , , l]) => [t, l]));
  });

  it('GET portfolio/ohlcSeries answers consistent daily bars, the same from both', async () => {
    const { mock, server } = await expectSameContract(
      { url: `${API.ohlcSeries}?symbol=NVDA`, session: true },
      200,
      OhlcSeriesSchema,
    );
    expect(mock).toEqual(server);
    expect(server.symbol).toBe('NVDA');
    expect(server.data.length).toBeGreaterThan(5 * 250);
    for (const [, open, high, low, close] of server.data) {
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
      expect(low).toBeGreaterThan(0);
    }
    const weekdays = new Set(server.data.map(([t]) => new Date(t).getUTCDay()));
    expect(weekdays.has(0) || weekdays.has(6)).toBe(false);
  });

  it.each([
    [API.lineSeries, 'ZZZZ'],
    [API.ohlcSeries, 'ZZZZ'],
  ])('%s answers 404 with a message for an unknown symbol', async (path, symbol) => {
    const { mock, server } = await expectSameContract(
      { url: `${path}?symbol=${symbol}`, session: true },
      404,
      ApiErrorSchema,
    );
    expect(mock).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: "Unknown symbol 'ZZZZ': GET portfolio/symbols lists the symbols.",
    });
    expect(server).toEqual(mock);
  });

  it.each([
    [`${API.lineSeries}`, 'Symbol is required.'],
    [`${API.lineSeries}?symbol=%20`, 'Symbol must not be blank.'],
    [`${API.lineSeries}?symbol=AAPL&symbol=MSFT`, 'Symbol must be one symbol, e.g. symbol=AAPL.'],
    [
      `${API.lineSeries}?symbol=AAPL&dimension=volume`,
      "Unknown dimension 'volume': use open, high, low or close.",
    ],
    [`${API.ohlcSeries}`, 'Symbol is required.'],
  ])('%s answers the same 400', async (url, message) => {
    const { mock, server } = await expectSameContract({ url, session: true }, 400, ApiErrorSchema);
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    expect((await askServer({ url: API.rawPositions })).status).toBe(401);
    expect((await askServer({ url: grouped('region') })).status).toBe(401);
    expect((await askServer({ url: API.symbols })).status).toBe(401);
    expect((await askServer({ url: `${API.lineSeries}?symbol=AAPL` })).status).toBe(401);
    expect((await askServer({ url: `${API.ohlcSeries}?symbol=AAPL` })).status).toBe(401);
  });
});
