import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { TradesQuerySchema, type TradesResponse } from '../../src/api/samples';
import { TRADES } from '../../mocks/data/trades';
import { HttpError } from '../errors';
import { PreparedJson } from '../preparedJson';

/**
 * GET /api/trade: the sample trades (SPEC §7), from mocks/data, serialised once (see PreparedJson); with
 * `?delayMs=` after that wait (at most MAX_TRADES_DELAY_MS), for a demo that shows its loading state.
 */
export async function tradeRoutes(app: FastifyInstance): Promise<void> {
  const answer = new PreparedJson({ trades: [...TRADES] } satisfies TradesResponse);
  app.get(API.trade, { config: { access: 'user' } }, async (request, reply) => {
    const query = parseReadable(TradesQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    const { delayMs } = query.data;
    if (delayMs) await sleep(delayMs);
    return answer.send(request, reply);
  });
}
