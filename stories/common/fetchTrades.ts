import { API, sampleApi } from '../../src/api';
import type { Trade } from '../../src/api/samples';

/**
 * The sample trades (GET trade) as the trade demos load them: the list, for a grid's loadData. `delayMs` asks
 * for the answer after that wait, for a demo that shows how it loads.
 */
export async function fetchTrades(signal: AbortSignal, options: { delayMs?: number } = {}): Promise<Trade[]> {
  const { trades } = await sampleApi.trades(signal, options);
  return trades;
}

/** What a trade demo asks for first, for the shell to ask for from the click that opens it (`parameters.app.prefetch`). */
export const tradesPrefetch = (): readonly string[] => [API.trade];
