import { proxy } from 'valtio';

/** An order ticket's state, as a trading view's model would hold it: plain values, a list and a nested object. */
export function sampleOrderTicket() {
  return {
    symbol: 'AAPL',
    side: 'Buy',
    quantity: 200,
    limitPrice: 212.4,
    submitted: false,
    account: { id: 'ACC-1042', desk: 'Equities' },
    fills: [
      { quantity: 120, price: 212.38 },
      { quantity: 80, price: 212.4 },
    ],
  };
}

/** A watchlist model, live: a valtio proxy whose changes the Inspector counts. */
export function sampleWatchlistModel() {
  const model = proxy({
    symbols: ['AAPL', 'MSFT', 'JPM'],
    sortBy: 'symbol',
    add(symbol: string) {
      model.symbols.push(symbol);
    },
  });
  return model;
}
