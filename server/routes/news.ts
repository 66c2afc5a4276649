import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import {
  NEWS_API,
  NEWS_MESSAGES,
  NewsAnswerSchema,
  NewsRefreshSchema,
  type NewsAnswer,
} from '../../src/api/news';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import { NewsService } from '../services/news';

/** The News app's calls: the stories (cached for an hour), and a refresh that only an admin may force. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const service = new NewsService(app.db, app.config, app.log);
  const config = { access: 'user' } as const;
  const schema = { response: { 200: responseSchema(NewsAnswerSchema) } };

  app.get(NEWS_API.stories, { config, schema }, async (): Promise<NewsAnswer> => service.stories());

  app.post(NEWS_API.refresh, { config, schema }, async (request): Promise<NewsAnswer> => {
    const body = parseReadable(NewsRefreshSchema, request.body);
    if (!body.success) throw new HttpError(400, body.message);
    if (body.data.force && !request.user?.identity.roles.includes('admin')) {
      throw new HttpError(403, NEWS_MESSAGES.forceAdminOnly);
    }
    return service.refresh(body.data.force);
  });
}
