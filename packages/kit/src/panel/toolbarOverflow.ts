/**
 * What a toolbar item is, for overflow: fillers shrink to nothing, separators never start or end a group, and a
 * label goes where the item after it (its input) goes.
 */
export type ToolbarItemKind = 'item' | 'separator' | 'filler' | 'label';

/**
 * How many leading items of a toolbar fit in `available` pixels, given each item's size: all of them, or as many
 * as leave room for the "more" button, never ending on a label (it follows its input into the menu). Fillers
 * count as zero; `gap` is the space between items.
 */
export function fittingItemCount(
  kinds: readonly ToolbarItemKind[],
  sizes: readonly (number | undefined)[],
  available: number,
  gap: number,
  moreSize: number,
): number {
  const sizeOf = (i: number) => (kinds[i] === 'filler' ? 0 : (sizes[i] ?? 0));
  const n = kinds.length;
  let total = 0;
  for (let i = 0; i < n; i++) total += sizeOf(i) + (i > 0 ? gap : 0);
  // Half a pixel of slack absorbs sub-pixel rounding of the measured sizes.
  if (total <= available + 0.5) return n;
  let used = moreSize;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const next = used + gap + sizeOf(i);
    if (next > available + 0.5) break;
    used = next;
    count++;
  }
  while (count > 0 && kinds[count - 1] === 'label') count--;
  return count;
}

/** Drops separators from the start and end of a run of items (and fillers, which mean nothing in a menu). */
export function trimSeparators<T>(
  items: readonly T[],
  kindOf: (item: T) => ToolbarItemKind,
  dropFillers: boolean,
): T[] {
  const kept = dropFillers ? items.filter((item) => kindOf(item) !== 'filler') : [...items];
  while (kept.length > 0 && kindOf(kept[0] as T) === 'separator') kept.shift();
  while (kept.length > 0 && kindOf(kept[kept.length - 1] as T) === 'separator') kept.pop();
  return kept;
}
