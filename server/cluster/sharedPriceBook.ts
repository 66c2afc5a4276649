import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { portfolioPriceBook } from '../db/schema';
import type { PortfolioAppService } from '../services/portfolioApp';
import { runWhileLeader } from './whileLeader';

const BOOK_ROW = 1;

const PricesMessageSchema = z.object({
  version: z.number().int().nonnegative(),
  prices: z.record(z.string(), z.number()),
});

/**
 * The Portfolio's prices in a cluster: the leader moves them, stores them (so a new leader goes on from there,
 * not from the reference prices) and then tells the other instances, which re-price their own clients'
 * groupings: two clients on different instances see the same price for the same position. Returns what stops it.
 */
export async function sharePriceBook(
  app: FastifyInstance,
  service: PortfolioAppService,
): Promise<() => Promise<void>> {
  const stored = async () => {
    const [row] = await app.db.select().from(portfolioPriceBook).where(eq(portfolioPriceBook.id, BOOK_ROW));
    return row && { version: row.version, prices: row.prices };
  };
  service.joinCluster({
    moved: async (version, map) => {
      const prices = Object.fromEntries(map);
      await app.db
        .insert(portfolioPriceBook)
        .values({ id: BOOK_ROW, version, prices })
        .onConflictDoUpdate({
          target: portfolioPriceBook.id,
          set: { version, prices, updatedAt: new Date() },
        });
      app.bus.publish('prices', JSON.stringify({ version, prices }));
    },
  });
  app.bus.subscribe('prices', (text) => {
    const message = PricesMessageSchema.safeParse(JSON.parse(text));
    if (message.success) service.follow(message.data.version, message.data.prices);
    else app.log.warn('an unreadable prices message');
  });
  // A follower starts at the prices of the moment too, not at the reference prices.
  const now = await stored();
  if (now) service.follow(now.version, now.prices);
  return runWhileLeader(
    app.leadership,
    {
      name: 'price book',
      start: async () => service.lead(await stored()),
      stop: async () => service.unlead(),
    },
    app.log,
  );
}
