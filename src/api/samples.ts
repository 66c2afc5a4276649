import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { API } from './routes';
import { requestString } from './schemas';

/**
 * The sample data every grid demo shows: trades (GET trade) and customers (GET customer), SPEC §3.
 */

/** A sample trade (GET trade): SPEC §3. `trade_date` is a local date, 'YYYY-MM-DD'. */
export const TradeSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  city: z.string(),
  trade_volume: z.number(),
  profit_loss: z.number(),
  trade_date: z.iso.date(),
  active: z.boolean(),
});
export type Trade = z.infer<typeof TradeSchema>;

/** GET trade: an object with the trades list. */
export const TradesResponseSchema = z.object({ trades: z.array(TradeSchema) });
export type TradesResponse = z.infer<typeof TradesResponseSchema>;

/** The longest wait GET trade may be asked for: long enough to see a loading mask, too short to hold a connection. */
export const MAX_TRADES_DELAY_MS = 3000;

/**
 * Query of GET trade: with `delayMs` the answer comes after that wait, as over a slow network (a demo of a
 * loading state asks for one, so the live server shows it as Storybook's mocks do).
 */
export const TradesQuerySchema = z.object({
  delayMs: z.coerce
    .number({ error: 'Delay must be a number of milliseconds.' })
    .int('Delay must be a whole number of milliseconds.')
    .min(0, 'Delay must not be negative.')
    .max(MAX_TRADES_DELAY_MS, `Delay must be at most ${MAX_TRADES_DELAY_MS} ms.`)
    .optional(),
});
export type TradesQuery = z.input<typeof TradesQuerySchema>;

/** A sample customer (GET customer): SPEC §3. */
export const CustomerSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  city: z.string(),
  isActive: z.boolean(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerListSchema = z.array(CustomerSchema);

/** Query of GET customer: without `query` all customers; with it an async search (blank finds none). */
export const CustomerQuerySchema = z.object({
  query: requestString().max(100, 'Query must be at most 100 characters.').optional(),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

/** The sample data's typed client. */
export const sampleApi = {
  /** The trades; `delayMs` asks the server to answer after that wait (see TradesQuerySchema). */
  trades: (signal?: AbortSignal, { delayMs }: { delayMs?: number } = {}): Promise<TradesResponse> =>
    fetchJson(delayMs ? `${API.trade}?${new URLSearchParams({ delayMs: String(delayMs) })}` : API.trade, {
      schema: TradesResponseSchema,
      signal,
    }),
  /** All customers, or with a query the customers whose company or city matches it. */
  customers: (query?: string, signal?: AbortSignal): Promise<Customer[]> =>
    fetchJson(query === undefined ? API.customer : `${API.customer}?${new URLSearchParams({ query })}`, {
      schema: CustomerListSchema,
      signal,
    }),
};
