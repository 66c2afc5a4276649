import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { FeedbackSchema, type FeedbackReceipt } from '../../src/api/home';
import { feedback } from '../db/schema';
import { HttpError } from '../errors';

/** POST /api/feedback: stores a user's feedback with who sent it and when; 201 with its id. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.post(API.feedback, { config: { access: 'user' } }, async (request, reply): Promise<FeedbackReceipt> => {
    // The auth hook of app.ts answers 401 first; this keeps the handler honest on its own.
    const user = request.user;
    if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
    const body = parseReadable(FeedbackSchema, request.body);
    if (!body.success) throw new HttpError(400, body.message);
    const [row] = await app.db
      .insert(feedback)
      .values({ userId: user.userId, username: user.identity.username, message: body.data.message })
      .returning({ id: feedback.id });
    if (!row) throw new Error('The feedback was not stored.');
    request.log.info({ feedbackId: row.id, username: user.identity.username }, 'feedback received');
    reply.code(201);
    return { ok: true, id: row.id };
  });
}
