import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, FEEDBACK_LIMIT, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { FeedbackSchema, type FeedbackReceipt } from '../../src/api/home';
import { feedback, users } from '../db/schema';
import { HttpError } from '../errors';

/**
 * POST /api/feedback: stores a user's feedback with who sent it and when; 201 with its id. A user may send
 * FEEDBACK_RATE_LIMIT messages a minute (429 past it), counted on the stored rows: what is limited is what
 * grows, and the count holds across restarts. The table itself is pruned by age and size (retention.ts).
 */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const max = app.config.feedbackRateLimit;

  app.post(API.feedback, { config: { access: 'user' } }, async (request, reply): Promise<FeedbackReceipt> => {
    // The auth hook of app.ts answers 401 first; this keeps the handler honest on its own.
    const user = request.user;
    if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
    const body = parseReadable(FeedbackSchema, request.body);
    if (!body.success) throw new HttpError(400, body.message);
    const row = await app.db.transaction(async (tx) => {
      // The user's row is locked while their last minute is counted, so messages sent at once cannot all pass.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('update');
      // On the database's clock, which stamped the rows.
      const since = sql`now() - ${FEEDBACK_LIMIT.windowMs} * interval '1 millisecond'`;
      const [recent] = await tx
        .select({ n: count() })
        .from(feedback)
        .where(and(eq(feedback.userId, user.userId), gt(feedback.createdAt, since)));
      if ((recent?.n ?? 0) >= max) {
        throw new HttpError(429, FEEDBACK_LIMIT.tooMany(max), { 'Retry-After': '60' });
      }
      const [stored] = await tx
        .insert(feedback)
        .values({ userId: user.userId, username: user.identity.username, message: body.data.message })
        .returning({ id: feedback.id });
      return stored;
    });
    if (!row) throw new Error('The feedback was not stored.');
    request.log.info({ feedbackId: row.id, username: user.identity.username }, 'feedback received');
    reply.code(201);
    return { ok: true, id: row.id };
  });
}
