/** Where a view sits on a DashCanvas, in grid units: column x, row y, w columns wide, h rows high. */
export interface DashCanvasItem {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

function overlaps(a: Omit<DashCanvasItem, 'id'>, b: Omit<DashCanvasItem, 'id'>): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The first free place for a w × h view, reading the canvas row by row from the top left, as a user scanning
 * for a gap would. The width is capped at the column count; below every view there is always room.
 */
export function findOpenPosition(
  layout: readonly Omit<DashCanvasItem, 'id'>[],
  w: number,
  h: number,
  cols: number,
): { x: number; y: number; w: number; h: number } {
  const width = Math.max(1, Math.min(w, cols));
  const bottom = layout.reduce((max, it) => Math.max(max, it.y + it.h), 0);
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + width <= cols; x++) {
      const box = { x, y, w: width, h };
      if (!layout.some((it) => overlaps(box, it))) return box;
    }
  }
  return { x: 0, y: bottom, w: width, h };
}

/**
 * Moves views up into the free space above them, top to bottom, as the canvas shows them when compacting
 * (so the layout saved while the canvas is not shown matches what it will show).
 */
export function compactVertically<T extends Omit<DashCanvasItem, 'id'>>(layout: readonly T[]): T[] {
  const order = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: T[] = [];
  for (const item of order) {
    let y = item.y;
    while (y > 0 && !placed.some((p) => overlaps({ ...item, y: y - 1 }, p))) y--;
    placed.push({ ...item, y });
  }
  return layout.map((it) => placed[order.indexOf(it)] as T);
}
