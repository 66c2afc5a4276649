import type { FastifyInstance } from 'fastify';
import { API } from '../../src/api/routes';
import type { TradesResponse } from '../../src/api/schemas';
import { TRADES } from '../../mocks/data/trades';

/** GET /api/trade: the sample trades (SPEC §7), from mocks/data. */
export async function tradeRoutes(app: FastifyInstance): Promise<void> {
  const answer: TradesResponse = { trades: [...TRADES] };
  app.get(API.trade, { config: { access: 'user' } }, async (): Promise<TradesResponse> => answer);
}
