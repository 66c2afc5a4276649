import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { MAX_TRADES_DELAY_MS, TradesResponseSchema } from '../../src/api/samples';
import { askMocks, askServer, expectSameContract, startBoth, stopBoth } from './harness';

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

  it('GET trade?delayMs= answers the same trades after that wait', async () => {
    const url = `${API.trade}?delayMs=400`;
    for (const ask of [askMocks, askServer]) {
      const started = performance.now();
      const res = await ask({ url, session: true });
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
      expect(res.status).toBe(200);
      expect(TradesResponseSchema.parse(res.body).trades).toHaveLength(1000);
    }
  });

  it.each([
    [`${MAX_TRADES_DELAY_MS + 1}`, `Delay must be at most ${MAX_TRADES_DELAY_MS} ms.`],
    ['-1', 'Delay must not be negative.'],
    ['1.5', 'Delay must be a whole number of milliseconds.'],
    ['soon', 'Delay must be a number of milliseconds.'],
  ])('answers the same 400 for delayMs=%s', async (delayMs, message) => {
    const { mock, server } = await expectSameContract(
      { url: `${API.trade}?delayMs=${delayMs}`, session: true },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    const res = await askServer({ url: API.trade });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
  });
});
