import { LRUCache } from 'lru-cache';
import type {
  LineSeries,
  OhlcSeries,
  Position,
  PositionDimension,
  RawPosition,
  SeriesDimension,
} from '../../src/api/positions';
import { groupPositions, RAW_POSITIONS } from '../../mocks/data/positions';
import { lineHistory, ohlcHistory, SYMBOLS } from '../../mocks/data/priceHistory';
import { PreparedJson } from '../preparedJson';

/** Groupings kept ready: every list a grid offers is well under this; the 1,956 possible lists are not. */
export const MAX_CACHED_GROUPINGS = 64;

/**
 * The portfolio service on the bundled sample portfolio: priced raw positions, positions grouped by a list of
 * dimensions, the symbols and their daily price history (generated once per symbol). The positions never change while running, so answers are prepared once (serialised, with an
 * ETag) and groupings kept in a least-recently-used cache: asking for every possible list of dimensions costs
 * CPU, never unbounded memory.
 */
export class PortfolioService {
  private readonly groupings: LRUCache<string, PreparedJson>;
  private raw: PreparedJson | undefined;

  constructor(
    private readonly positions: readonly RawPosition[] = RAW_POSITIONS,
    options: { maxGroupings?: number } = {},
  ) {
    this.groupings = new LRUCache({ max: options.maxGroupings ?? MAX_CACHED_GROUPINGS });
  }

  rawPositions(): readonly RawPosition[] {
    return this.positions;
  }

  /** The raw positions as a prepared answer. */
  rawPositionsAnswer(): PreparedJson {
    this.raw ??= new PreparedJson(this.positions);
    return this.raw;
  }

  groupedPositions(dims: readonly PositionDimension[]): Position[] {
    return groupPositions(this.positions, dims);
  }

  /** Positions grouped by `dims` (in that order: region,sector differs from sector,region), prepared. */
  groupedPositionsAnswer(dims: readonly PositionDimension[]): PreparedJson {
    const key = dims.join(',');
    let answer = this.groupings.get(key);
    if (!answer) {
      answer = new PreparedJson(this.groupedPositions(dims));
      this.groupings.set(key, answer);
    }
    return answer;
  }

  /** How many groupings are cached, for tests and diagnostics. */
  get cachedGroupings(): number {
    return this.groupings.size;
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
