import { proxy, subscribe, useSnapshot } from 'valtio';
import { z } from 'zod';
import { readLocalState, writeLocalState } from '../persist';

/**
 * How densely the kit draws, from roomiest to densest. Standard is the default; the others change the sizing
 * tokens of theme.css (`--tb-control-height`, `--tb-font-size`, `--tb-grid-row-height`, …), which buttons,
 * inputs, toolbars, tabs, form fields, panel headers and grids follow.
 */
export const SIZING_MODES = ['large', 'standard', 'compact', 'tiny'] as const;
export type SizingMode = (typeof SIZING_MODES)[number];
export const DEFAULT_SIZING_MODE: SizingMode = 'standard';

/** Versioned: a later release that saves more than the mode takes a new key rather than misreading this one. */
export const SIZING_STORAGE_KEY = 'toolbox.sizingMode.v1';
const SavedMode = z.enum(SIZING_MODES);

/**
 * The app-wide sizing mode: applied to `<html data-sizing>` (which selects the mode's block of sizing tokens)
 * and persisted in local storage. Components that size in script (the grid's row heights) read it here.
 */
export const sizingModel = proxy({
  mode: readLocalState(SIZING_STORAGE_KEY, SavedMode) ?? DEFAULT_SIZING_MODE,
});

function apply(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.sizing = sizingModel.mode;
}
apply();
subscribe(sizingModel, () => {
  apply();
  writeLocalState(SIZING_STORAGE_KEY, sizingModel.mode);
});

export function setSizingMode(mode: SizingMode): void {
  sizingModel.mode = mode;
}

/** The sizing mode, re-rendering the component when it changes. */
export function useSizingMode(): SizingMode {
  return useSnapshot(sizingModel).mode;
}

/** A size in pixels: one for every mode, or one per mode. */
export type SizeByMode = number | Readonly<Record<SizingMode, number>>;

/** The size to use in a mode. */
export function sizeForMode(size: SizeByMode, mode: SizingMode): number {
  return typeof size === 'number' ? size : size[mode];
}
