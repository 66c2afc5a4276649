/** Least space between two tick labels shown side by side, in pixels. */
export const TICK_LABEL_GAP = 6;

/**
 * Which tick labels to show so that none runs into another: every one when they fit, else every k-th for the
 * smallest k that fits and ends on the last (evenly spaced), else the first and the last, else only the first.
 * `centers` are the labels' centres along the track, `widths` their widths, both in pixels and in order.
 */
export function shownTickLabels(centers: readonly number[], widths: readonly number[], gap = TICK_LABEL_GAP) {
  const n = centers.length;
  if (n <= 1) return centers.map((_, i) => i);
  const apart = (a: number, b: number) =>
    (centers[b] ?? 0) - (widths[b] ?? 0) / 2 - ((centers[a] ?? 0) + (widths[a] ?? 0) / 2) >= gap;
  const last = n - 1;
  for (let k = 1; k < last; k++) {
    if (last % k !== 0) continue;
    const picked: number[] = [];
    for (let i = 0; i <= last; i += k) picked.push(i);
    if (picked.every((p, j) => j === 0 || apart(picked[j - 1] ?? 0, p))) return picked;
  }
  return apart(0, last) ? [0, last] : [0];
}
