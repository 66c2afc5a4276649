import { createContext } from 'react';
import type { PanelSize } from './PanelModel';

/** Width (left, right) or height (top, bottom) of a collapsed panel's bar, in pixels. */
export const COLLAPSED_SIZE = 28;

/** True inside a SplitPanel, which sizes the panels itself. */
export const SplitContext = createContext(false);

/** A PanelSize as a CSS length: numbers are pixels. */
export function cssSize(size: PanelSize): string {
  return typeof size === 'number' ? `${size}px` : size;
}
