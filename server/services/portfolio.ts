import type { Position, PositionDimension, RawPosition } from '../../src/api/schemas';
import { groupPositions, RAW_POSITIONS } from '../../mocks/data/positions';

/**
 * The portfolio service on the bundled sample portfolio: priced raw positions, and positions grouped by a list
 * of dimensions. Groupings are computed once per list and kept (the positions never change while running).
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
}
