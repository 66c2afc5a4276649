import { api } from '../../src/api';
import type { Trade } from '../../src/api/schemas';

/** The sample trades (GET trade) as the trade demos load them: the list, for a grid's loadData. */
export async function fetchTrades(signal: AbortSignal): Promise<Trade[]> {
  const { trades } = await api.trades(signal);
  return trades;
}
