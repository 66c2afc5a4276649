import type { FastifyInstance } from 'fastify';
import { API } from '../../src/api/routes';
import type { TradesResponse } from '../../src/api/samples';
import { TRADES } from '../../mocks/data/trades';
import { PreparedJson } from '../preparedJson';

/** GET /api/trade: the sample trades (SPEC §7), from mocks/data, serialised once (see PreparedJson). */
export async function tradeRoutes(app: FastifyInstance): Promise<void> {
  const answer = new PreparedJson({ trades: [...TRADES] } satisfies TradesResponse);
  app.get(API.trade, { config: { access: 'user' } }, async (request, reply) => answer.send(request, reply));
}
