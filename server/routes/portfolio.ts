import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { PositionsQuerySchema } from '../../src/api/schemas';
import { HttpError } from '../errors';
import { PortfolioService } from '../services/portfolio';

/** The portfolio service's calls (SPEC §7): priced raw positions, and positions grouped by `dims`. */
export async function portfolioRoutes(
  app: FastifyInstance,
  opts: { service?: PortfolioService } = {},
): Promise<void> {
  const service = opts.service ?? new PortfolioService();
  app.get(API.rawPositions, { config: { access: 'user' } }, async (request, reply) =>
    service.rawPositionsAnswer().send(request, reply),
  );
  app.get(API.positions, { config: { access: 'user' } }, async (request, reply) => {
    const query = parseReadable(PositionsQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    return service.groupedPositionsAnswer(query.data.dims).send(request, reply);
  });
}
