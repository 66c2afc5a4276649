import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import {
  RecallQuerySchema,
  RECALLS_API,
  RecallSearchResultSchema,
  type RecallSearchResult,
} from '../../src/api/recalls';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import { RecallService } from '../services/recalls';

/** The FDA Recalls app's call: the server-side search (openFDA when configured, else the bundled sample). */
export async function recallRoutes(app: FastifyInstance): Promise<void> {
  const service = new RecallService(app.config, app.log);
  app.get(
    RECALLS_API.recalls,
    { config: { access: 'user' }, schema: { response: { 200: responseSchema(RecallSearchResultSchema) } } },
    async (request): Promise<RecallSearchResult> => {
      const query = parseReadable(RecallQuerySchema, request.query);
      if (!query.success) throw new HttpError(400, query.message);
      return service.search(query.data.q);
    },
  );
}
