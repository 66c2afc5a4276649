import { sampleApi } from '../../src/api';
import type { Trade } from '../../src/api/samples';

/** The sample trades (GET trade) as the trade demos load them: the list, for a grid's loadData. */
export async function fetchTrades(signal: AbortSignal): Promise<Trade[]> {
  const { trades } = await sampleApi.trades(signal);
  return trades;
}
