import { API, sampleApi } from '../../src/api';
import type { Trade } from '../../src/api/samples';

/** The sample trades (GET trade) as the trade demos load them: the list, for a grid's loadData. */
export async function fetchTrades(signal: AbortSignal): Promise<Trade[]> {
  const { trades } = await sampleApi.trades(signal);
  return trades;
}

/** What a trade demo asks for first, for the shell to ask for from the click that opens it (`parameters.app.prefetch`). */
export const tradesPrefetch = (): readonly string[] => [API.trade];
