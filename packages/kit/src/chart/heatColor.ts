import type { ThemeName } from '../theme';

/** How heat colours a tree map's cells: by degree, one tint per sign, or not at all (SPEC §9). */
export type TreeMapColorMode = 'linear' | 'wash' | 'none';

/** A tree map's palette: 'default' follows the app's theme. */
export type TreeMapTheme = 'default' | 'light' | 'dark';

export interface TreeMapPalette {
  name: ThemeName;
  background: string;
  /** Cells without heat (or with none shown). */
  neutral: string;
  positive: string;
  negative: string;
  /** Colour mode 'wash': one light tint per sign. */
  positiveWash: string;
  negativeWash: string;
  /** Group header bars and their text. */
  header: string;
  headerText: string;
  border: string;
  selection: string;
  textDark: string;
  textLight: string;
  font: string;
}

const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const LIGHT_TREE_MAP_PALETTE: TreeMapPalette = {
  name: 'light',
  background: '#ffffff',
  neutral: '#dfe4ea',
  positive: '#1f9d55',
  negative: '#d23c3c',
  positiveWash: '#cfeedd',
  negativeWash: '#f7d4d4',
  header: '#eef1f5',
  headerText: '#33414f',
  border: '#ffffff',
  selection: '#1f6fc5',
  textDark: '#1b2733',
  textLight: '#ffffff',
  font: FONT,
};

export const DARK_TREE_MAP_PALETTE: TreeMapPalette = {
  name: 'dark',
  background: '#161c22',
  neutral: '#3a4552',
  positive: '#2fb36b',
  negative: '#e05252',
  positiveWash: '#27493a',
  negativeWash: '#55302f',
  header: '#232b34',
  headerText: '#c6d0da',
  border: '#161c22',
  selection: '#7db8ff',
  textDark: '#101419',
  textLight: '#f4f7fa',
  font: FONT,
};

export function treeMapPalette(theme: TreeMapTheme, appTheme: ThemeName): TreeMapPalette {
  const name = theme === 'default' ? appTheme : theme;
  return name === 'dark' ? DARK_TREE_MAP_PALETTE : LIGHT_TREE_MAP_PALETTE;
}

function parseHex(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(v ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A colour between two hex colours (t from 0 to 1). */
export function mixHex(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((v, i) => v + ((b[i] ?? 0) - v) * t));
}

/**
 * The colour of a cell with this heat: 'linear' goes from neutral towards the positive or negative colour as
 * |heat| nears `maxHeat` (full colour at and beyond it); 'wash' gives every cell of a sign the same light tint;
 * 'none' leaves every cell neutral.
 */
export function heatColor(
  heat: number | null,
  maxHeat: number,
  mode: TreeMapColorMode,
  p: TreeMapPalette,
): string {
  if (mode === 'none' || heat == null || !Number.isFinite(heat) || heat === 0) return p.neutral;
  if (mode === 'wash') return heat > 0 ? p.positiveWash : p.negativeWash;
  const t = maxHeat > 0 ? Math.min(1, Math.abs(heat) / maxHeat) : 1;
  // A floor of colour, so the smallest heat still shows its sign.
  return mixHex(p.neutral, heat > 0 ? p.positive : p.negative, 0.18 + 0.82 * t);
}

/** Dark or light text, whichever reads better on the colour. */
export function textOn(fill: string, p: TreeMapPalette): string {
  const [r, g, b] = parseHex(fill);
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.6 ? p.textDark : p.textLight;
}
