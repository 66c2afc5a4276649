import type { PortfolioPositionsPush } from '../../api';

/** What to do with a push: apply its updates, ignore it (stale, or another grouping), or reload (one was missed). */
export type PushAction = 'apply' | 'ignore' | 'reload';

/**
 * Decides what a `portfolioPositions:<dims>` push means for positions held at `version` grouped by `dims`: the
 * next version applies; an older (or the same) one, or one for another grouping, is ignored; a later one means
 * pushes were missed, so the values held are stale and the positions reload.
 */
export function pushAction(
  held: { version: number | null; dims: readonly string[] },
  push: Pick<PortfolioPositionsPush, 'version' | 'dims'>,
): PushAction {
  if (held.version === null || push.dims.join(',') !== held.dims.join(',')) return 'ignore';
  if (push.version <= held.version) return 'ignore';
  return push.version === held.version + 1 ? 'apply' : 'reload';
}
