import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { ClientErrorReceiptSchema, ClientErrorSchema, type ClientErrorReceipt } from '../../src/api/schemas';
import { clientErrors } from '../db/schema';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';

const MAX_USER_AGENT = 500;

/**
 * POST /api/clientError: stores an exception a client reports, with who sent it and the correlation id of the
 * failed call (or of the report), and logs it: routine exceptions at info, others at warn (a client's report is
 * worth a look, but it is not a failure of the server).
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    API.clientError,
    {
      config: {
        access: 'user',
        rateLimit: {
          // Per minute: enough for a burst of real failures, not enough to flood the table.
          max: app.config.clientErrorRateLimit,
          timeWindow: '1 minute',
          errorResponseBuilder: () =>
            apiError(429, 'Too many error reports. Please wait a minute and try again.'),
        },
      },
      schema: { response: { 201: responseSchema(ClientErrorReceiptSchema) } },
    },
    async (request, reply): Promise<ClientErrorReceipt> => {
      // The auth hook of app.ts answers 401 first; this keeps the handler honest on its own.
      const user = request.user;
      if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
      const body = parseReadable(ClientErrorSchema, request.body);
      if (!body.success) throw new HttpError(400, body.message);
      const report = body.data;
      const correlationId = report.correlationId ?? request.id;
      const [row] = await app.db
        .insert(clientErrors)
        .values({
          userId: user.userId,
          username: user.identity.username,
          title: report.title ?? null,
          message: report.message,
          details: report.details ?? null,
          url: report.url ?? null,
          correlationId,
          isRoutine: report.isRoutine,
          userAlerted: report.userAlerted,
          appVersion: report.appVersion ?? null,
          userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
        })
        .returning({ id: clientErrors.id });
      if (!row) throw new Error('The client error was not stored.');

      const entry = {
        clientErrorId: row.id,
        username: user.identity.username,
        errorCorrelationId: correlationId,
        clientMessage: report.message,
        url: report.url,
      };
      if (report.isRoutine) request.log.info(entry, 'routine client exception');
      else request.log.warn({ ...entry, details: report.details }, 'client exception');
      reply.code(201);
      return { ok: true, id: row.id };
    },
  );
}
