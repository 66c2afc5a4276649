import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { TradesResponseSchema } from '../../src/api/samples';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('trade contract: MSW handlers and server agree', () => {
  it('GET trade answers the same 1,000 deterministic trades', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.trade, session: true },
      200,
      TradesResponseSchema,
    );
    expect(server.trades).toHaveLength(1000);
    expect(mock).toEqual(server);
    expect(new Set(server.trades.map((t) => t.id)).size).toBe(1000);
    // Winners, losers and a few flat trades (Zone Grid's winLose), both active states, several cities.
    expect(server.trades.some((t) => t.profit_loss > 0)).toBe(true);
    expect(server.trades.some((t) => t.profit_loss < 0)).toBe(true);
    expect(server.trades.some((t) => t.profit_loss === 0)).toBe(true);
    expect(new Set(server.trades.map((t) => t.active))).toEqual(new Set([true, false]));
    expect(new Set(server.trades.map((t) => t.city)).size).toBeGreaterThan(10);
  });

  it('the server needs a session', async () => {
    const res = await askServer({ url: API.trade });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
  });
});
