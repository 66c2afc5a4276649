/** Margin kept between a revealed tab and the edge of the strip, so the neighbour's edge shows. */
const MARGIN = 8;

/**
 * Scrolls a tab strip (and only it, never the page) so its active tab is fully visible, e.g. after a tab was
 * added at the end of an overflowing strip.
 */
export function revealActiveTab(list: HTMLElement): void {
  const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!tab) return;
  const l = list.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  if (t.left < l.left) list.scrollLeft -= l.left - t.left + MARGIN;
  else if (t.right > l.right) list.scrollLeft += t.right - l.right + MARGIN;
  if (t.top < l.top) list.scrollTop -= l.top - t.top + MARGIN;
  else if (t.bottom > l.bottom) list.scrollTop += t.bottom - l.bottom + MARGIN;
}
