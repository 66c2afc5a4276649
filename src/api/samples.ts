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
  trades: (signal?: AbortSignal): Promise<TradesResponse> =>
    fetchJson(API.trade, { schema: TradesResponseSchema, signal }),
  /** All customers, or with a query the customers whose company or city matches it. */
  customers: (query?: string, signal?: AbortSignal): Promise<Customer[]> =>
    fetchJson(query === undefined ? API.customer : `${API.customer}?${new URLSearchParams({ query })}`, {
      schema: CustomerListSchema,
      signal,
    }),
};
