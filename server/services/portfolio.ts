import type {
  LineSeries,
  OhlcSeries,
  Position,
  PositionDimension,
  RawPosition,
  SeriesDimension,
} from '../../src/api/schemas';
import { groupPositions, RAW_POSITIONS } from '../../mocks/data/positions';
import { lineHistory, ohlcHistory, SYMBOLS } from '../../mocks/data/priceHistory';

/**
 * The portfolio service on the bundled sample portfolio: priced raw positions, positions grouped by a list of
 * dimensions, the symbols and their daily price history. Groupings are computed once per list and kept (the
 * positions never change while running); histories are generated once per symbol.
 */
export class PortfolioService {
  private readonly byDims = new Map<string, Position[]>();

  constructor(private readonly positions: readonly RawPosition[] = RAW_POSITIONS) {}

  rawPositions(): readonly RawPosition[] {
    return this.positions;
  }

  groupedPositions(dims: readonly PositionDimension[]): Position[] {
    const key = dims.join(',');
    let tree = this.byDims.get(key);
    if (!tree) {
      tree = groupPositions(this.positions, dims);
      this.byDims.set(key, tree);
    }
    return tree;
  }

  symbols(): readonly string[] {
    return SYMBOLS;
  }

  /** One dimension of a symbol's daily history, or null when the portfolio does not hold the symbol. */
  lineSeries(symbol: string, dimension: SeriesDimension): LineSeries | null {
    const data = lineHistory(symbol, dimension);
    return data && { symbol, dimension, data };
  }

  /** A symbol's daily bars, or null when the portfolio does not hold the symbol. */
  ohlcSeries(symbol: string): OhlcSeries | null {
    const data = ohlcHistory(symbol);
    return data && { symbol, data: [...data] };
  }
}
