import type { SizingMode } from './sizingModel';

/** The sizing tokens that script needs as numbers of pixels (AG Grid takes its heights as numbers). */
export interface SizingTokens {
  /** `--tb-control-height`: buttons, inputs, selects. */
  controlHeight: number;
  /** `--tb-control-height-sm`: the controls of compact toolbars. */
  controlHeightSm: number;
  /** `--tb-grid-row-height`. */
  gridRowHeight: number;
  /** `--tb-grid-header-height`. */
  gridHeaderHeight: number;
  /** `--tb-grid-group-row-height`: the full-width rows of a grouped grid. */
  gridGroupRowHeight: number;
}

/**
 * The sizing tokens of each mode, as theme.css sets them (the test beside this file keeps the two equal). The
 * grid heights follow Hoist's (rows of 34, 28, 24 and 18 pixels), headers a little taller than rows.
 */
export const SIZING_TOKENS: Readonly<Record<SizingMode, Readonly<SizingTokens>>> = {
  large: {
    controlHeight: 34,
    controlHeightSm: 28,
    gridRowHeight: 34,
    gridHeaderHeight: 38,
    gridGroupRowHeight: 36,
  },
  standard: {
    controlHeight: 28,
    controlHeightSm: 24,
    gridRowHeight: 28,
    gridHeaderHeight: 32,
    gridGroupRowHeight: 30,
  },
  compact: {
    controlHeight: 24,
    controlHeightSm: 20,
    gridRowHeight: 24,
    gridHeaderHeight: 28,
    gridGroupRowHeight: 26,
  },
  tiny: {
    controlHeight: 20,
    controlHeightSm: 18,
    gridRowHeight: 18,
    gridHeaderHeight: 22,
    gridGroupRowHeight: 20,
  },
};
