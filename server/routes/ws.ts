import type { FastifyInstance } from 'fastify';
import { apiError } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { WS_TOPICS, type HeartbeatData } from '../../src/api/schemas';
import { WS_CLOSE_UNAUTHORIZED } from '../ws';

/**
 * GET /api/ws: the websocket. The /api auth hook has already answered 401 to an upgrade without a session, so
 * here the socket belongs to a logged-in user (the registry caps the sockets of a user and of an address). Also
 * the 'heartbeat' topic: `{serverTime}` every 10 s, and at once on subscribe.
 */
export async function wsRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: 'GET',
    url: API.ws,
    config: { access: 'user' },
    // A plain GET (no upgrade) gets a readable answer instead of an empty 404.
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('Upgrade', 'websocket')
        .send(apiError(426, 'Connect to /api/ws with a websocket.')),
    wsHandler: (socket, request) => {
      if (!request.user) {
        socket.close(WS_CLOSE_UNAUTHORIZED, 'Please log in.');
        return;
      }
      app.topics.attach(socket, request.user, request.ip);
    },
  });

  const heartbeat = (): HeartbeatData => ({ serverTime: new Date().toISOString() });
  app.topics.registerTopic(WS_TOPICS.heartbeat, { onSubscribe: ({ send }) => send(heartbeat()) });
  const timer = setInterval(
    () => app.topics.publish(WS_TOPICS.heartbeat, heartbeat()),
    app.config.heartbeatIntervalMs,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
