export interface TileLayoutParams {
  /** Size of the box to fill, in pixels. */
  width: number;
  height: number;
  /** Number of tiles. */
  count: number;
  /** Width / height the tiles should have, as near as the box allows (default 1: square). */
  desiredRatio?: number;
  /** Gap between tiles and around them, in pixels (default 0). */
  spacing?: number;
  /** Narrowest a tile may be, in pixels (default none); tiles that cannot fit at this width scroll. */
  minTileWidth?: number | null;
  /** Widest a tile may be, in pixels (default none); narrower tiles are centred in the box. */
  maxTileWidth?: number | null;
  /** Lowest a tile may be, in pixels (default none); tiles that cannot fit at this height scroll. */
  minTileHeight?: number | null;
  /** Highest a tile may be, in pixels (default none); lower tiles are centred in the box. */
  maxTileHeight?: number | null;
}

export interface TileLayout {
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
  /** Top left of each tile, in order, row by row. */
  positions: { left: number; top: number }[];
  /** Size the tiles and gaps take (larger than the box when minimum sizes do not fit: it then scrolls). */
  contentWidth: number;
  contentHeight: number;
}

const clamp = (v: number, min: number | null | undefined, max: number | null | undefined) =>
  Math.max(min ?? 0, Math.min(max ?? Infinity, v));

/**
 * Lays out `count` equal tiles to fill a box: tries every number of columns, sizes the tiles to fill the box
 * within the min / max sizes, and keeps the arrangement whose tiles come nearest the desired width / height
 * ratio (on a log scale, so 2:1 and 1:2 are equally far from 1:1), preferring larger tiles on a tie. Tiles kept
 * smaller by a maximum are centred; tiles kept larger by a minimum overflow (the box scrolls).
 */
export function tileLayout(params: TileLayoutParams): TileLayout {
  const count = Math.max(0, Math.floor(params.count));
  const spacing = Math.max(0, params.spacing ?? 0);
  const ratio = params.desiredRatio && params.desiredRatio > 0 ? params.desiredRatio : 1;
  const width = Math.max(0, params.width);
  const height = Math.max(0, params.height);
  if (count === 0 || width === 0 || height === 0) {
    return {
      columns: 0,
      rows: 0,
      tileWidth: 0,
      tileHeight: 0,
      positions: [],
      contentWidth: 0,
      contentHeight: 0,
    };
  }

  let best: { columns: number; rows: number; w: number; h: number; score: number; area: number } | null =
    null;
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cellW = (width - spacing * (columns + 1)) / columns;
    const cellH = (height - spacing * (rows + 1)) / rows;
    const w = Math.max(1, clamp(cellW, params.minTileWidth, params.maxTileWidth));
    const h = Math.max(1, clamp(cellH, params.minTileHeight, params.maxTileHeight));
    const score = Math.abs(Math.log(w / h / ratio));
    const area = w * h;
    if (!best || score < best.score - 1e-9 || (Math.abs(score - best.score) <= 1e-9 && area > best.area)) {
      best = { columns, rows, w, h, score, area };
    }
  }
  const { columns, rows, w, h } = best as NonNullable<typeof best>;
  const tileWidth = Math.floor(w);
  const tileHeight = Math.floor(h);
  const contentWidth = columns * tileWidth + (columns + 1) * spacing;
  const contentHeight = rows * tileHeight + (rows + 1) * spacing;
  const offsetX = Math.max(0, Math.floor((width - contentWidth) / 2));
  const offsetY = Math.max(0, Math.floor((height - contentHeight) / 2));
  const positions = Array.from({ length: count }, (_, i) => ({
    left: offsetX + spacing + (i % columns) * (tileWidth + spacing),
    top: offsetY + spacing + Math.floor(i / columns) * (tileHeight + spacing),
  }));
  return { columns, rows, tileWidth, tileHeight, positions, contentWidth, contentHeight };
}
