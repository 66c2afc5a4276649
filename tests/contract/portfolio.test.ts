import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import {
  ApiErrorSchema,
  PositionListSchema,
  RawPositionListSchema,
  type Position,
} from '../../src/api/schemas';
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

  it('the server needs a session', async () => {
    expect((await askServer({ url: API.rawPositions })).status).toBe(401);
    expect((await askServer({ url: grouped('region') })).status).toBe(401);
  });
});
