import type { FastifyInstance } from 'fastify';
import { AVATARS } from '../../mocks/data/users';
import { API } from '../../src/api/routes';
import { HttpError } from '../errors';

/** GET /api/static/avatars/:file: the bundled profile pictures of the seeded users. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    `${API.avatars}/:file`,
    { config: { access: 'user' } },
    async (request, reply) => {
      const svg = Object.hasOwn(AVATARS, request.params.file) ? AVATARS[request.params.file] : undefined;
      if (svg === undefined) throw new HttpError(404, `No avatar ${request.params.file}.`);
      return reply.type('image/svg+xml').send(svg);
    },
  );
}
