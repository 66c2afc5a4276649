import { describe, expect, it } from 'vitest';
import { shownTickLabels } from './sliderTicks';

describe('shownTickLabels', () => {
  it('shows every label when they fit side by side', () => {
    expect(shownTickLabels([0, 50, 100, 150, 200], [20, 20, 20, 20, 20])).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows every k-th label, evenly spaced from first to last, when they would run into each other', () => {
    // 0 25 50 75 100 on 80px: every other label.
    expect(shownTickLabels([0, 20, 40, 60, 80], [20, 20, 20, 20, 20])).toEqual([0, 2, 4]);
    // Seven labels on 120px: every third.
    expect(shownTickLabels([0, 20, 40, 60, 80, 100, 120], [40, 40, 40, 40, 40, 40, 40])).toEqual([0, 3, 6]);
    // Six labels on 100px: no stride ends on the last but every label: the ends.
    expect(shownTickLabels([0, 20, 40, 60, 80, 100], [24, 24, 24, 24, 24, 24])).toEqual([0, 5]);
  });

  it('keeps the ends apart: only the first shows when even they would touch', () => {
    expect(shownTickLabels([0, 100], [30, 30])).toEqual([0, 1]);
    expect(shownTickLabels([0, 30], [30, 20])).toEqual([0]);
  });
});
