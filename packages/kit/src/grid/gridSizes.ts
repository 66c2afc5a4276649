import { SIZING_TOKENS, sizeForMode, type SizingMode } from '../theme';
import type { GridConfig } from './GridModel';

/** The heights, in pixels, AG Grid is given for a grid. */
export interface GridHeights {
  rowHeight: number;
  /** 0 for a grid without headers. */
  headerHeight: number;
  groupRowHeight: number;
}

/**
 * A grid's heights in a sizing mode: the model's own row and group row heights where it sets them (for every
 * mode or for this one), else the mode's, as its sizing tokens say.
 */
export function gridHeights(
  config: Pick<GridConfig<object>, 'rowHeight' | 'groupRowHeight' | 'hideHeaders'>,
  mode: SizingMode,
): GridHeights {
  const tokens = SIZING_TOKENS[mode];
  return {
    rowHeight: config.rowHeight != null ? sizeForMode(config.rowHeight, mode) : tokens.gridRowHeight,
    headerHeight: config.hideHeaders ? 0 : tokens.gridHeaderHeight,
    groupRowHeight:
      config.groupRowHeight != null ? sizeForMode(config.groupRowHeight, mode) : tokens.gridGroupRowHeight,
  };
}
