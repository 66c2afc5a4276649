import { LRUCache } from 'lru-cache';
import type { Position, PositionDimension, RawPosition } from '../../src/api/schemas';
import { groupPositions, RAW_POSITIONS } from '../../mocks/data/positions';
import { PreparedJson } from '../preparedJson';

/** Groupings kept ready: every list a grid offers is well under this; the 1,956 possible lists are not. */
export const MAX_CACHED_GROUPINGS = 64;

/**
 * The portfolio service on the bundled sample portfolio: priced raw positions, and positions grouped by a list
 * of dimensions. The positions never change while running, so answers are prepared once (serialised, with an
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
}
