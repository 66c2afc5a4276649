// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  PORTFOLIO_APP_API,
  PortfolioPositionsPushSchema,
  PortfolioPositionsSchema,
} from '../../src/api/portfolioApp';
import { WsServerMessageSchema } from '../../src/api/schemas';
import { loginCookie, portOf, startTestApp } from '../testing';

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, close } = await startTestApp());
  await app.listen({ host: '127.0.0.1', port: 0 });
  cookie = await loginCookie(app, 'demo');
});
afterAll(async () => {
  await close();
});

describe('Portfolio app live positions', () => {
  it('a subscriber of a grouping gets the next re-pricing on the websocket, one version on', async () => {
    const first = PortfolioPositionsSchema.parse(
      (
        await app.inject({ url: `${PORTFOLIO_APP_API.positions}?dims=sector,symbol`, headers: { cookie } })
      ).json(),
    );
    const socket = new WebSocket(`ws://127.0.0.1:${portOf(app)}/api/ws`, { headers: { cookie } });
    try {
      const push = await new Promise<unknown>((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (raw: Buffer) => {
          const msg = WsServerMessageSchema.parse(JSON.parse(raw.toString()));
          if (msg.topic === 'portfolioPositions:sector,symbol') resolve(msg.data);
        });
        socket.once('open', () =>
          socket.send(JSON.stringify({ type: 'subscribe', topics: ['portfolioPositions:sector,symbol'] })),
        );
      });
      const data = PortfolioPositionsPushSchema.parse(push);
      expect(data.dims).toEqual(['sector', 'symbol']);
      expect(data.version).toBe(first.version + 1);
      const ids = new Set(first.positions.flatMap((s) => [s.id, ...s.children.map((c) => c.id)]));
      expect(data.updates.length).toBeGreaterThan(0);
      expect(data.updates.every((u) => ids.has(u.id))).toBe(true);
    } finally {
      socket.close();
    }
  }, 20_000);
});
