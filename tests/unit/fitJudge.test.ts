// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeFit, type Box, type OverflowAncestor } from '../e2e/fitJudge';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
const toolbar = (over: Partial<OverflowAncestor> = {}): OverflowAncestor => ({
  name: '<div.tb-toolbar "Top form">',
  box: box(0, 100, 600, 130),
  clipX: true,
  clipY: true,
  scrollX: false,
  scrollY: false,
  ...over,
});
const page = (...controls: { control: string; box: Box; ancestors: OverflowAncestor[] }[]) => ({
  window: { width: 1000, height: 700 },
  controls,
});

describe('judgeFit', () => {
  it('passes controls that lie whole inside what clips them and inside the window', () => {
    const report = judgeFit(
      page(
        { control: 'Bool 1 (checkbox)', box: box(10, 104, 90, 126), ancestors: [toolbar()] },
        // Half a pixel over a border is layout rounding, not a cut.
        { control: 'Reset (button)', box: box(520, 103, 600.5, 127), ancestors: [toolbar()] },
      ),
    );
    expect(report).toEqual({ checked: 2, misfits: [] });
  });

  it('names a control cut off by an ancestor that clips it, and that ancestor', () => {
    const report = judgeFit(
      page(
        { control: 'Bool 1 (checkbox)', box: box(10, 104, 90, 126), ancestors: [toolbar()] },
        { control: 'Validate (button)', box: box(580, 104, 660, 126), ancestors: [toolbar()] },
      ),
    );
    expect(report).toEqual({
      checked: 2,
      misfits: [{ control: 'Validate (button)', by: '<div.tb-toolbar "Top form">' }],
    });
  });

  it('counts a cut only on an axis that clips: a toolbar that clips across lets a taller button show', () => {
    const across = toolbar({ clipY: false });
    expect(
      judgeFit(page({ control: 'Collapse (button)', box: box(10, 98, 40, 132), ancestors: [across] }))
        .misfits,
    ).toEqual([]);
    expect(
      judgeFit(page({ control: 'Collapse (button)', box: box(10, 98, 40, 132), ancestors: [toolbar()] }))
        .misfits,
    ).toEqual([{ control: 'Collapse (button)', by: '<div.tb-toolbar "Top form">' }]);
  });

  it('names the window for a control that lies off screen with nothing to scroll to it', () => {
    const report = judgeFit(page({ control: 'Save (button)', box: box(960, 650, 1060, 680), ancestors: [] }));
    expect(report.misfits).toEqual([{ control: 'Save (button)', by: 'the window' }]);
  });

  it('lets a control larger than its scrolling ancestor show in part, and still judges that part', () => {
    const editor = { control: 'Notes (textbox)', box: box(10, 0, 400, 900) };
    const list = toolbar({ name: '<div.tb-scroll>', box: box(0, 50, 500, 650), scrollY: true, clipY: false });
    expect(judgeFit(page({ ...editor, ancestors: [list] })).misfits).toEqual([]);
    const clipped = toolbar({ name: '<section.tb-panel>', box: box(0, 50, 300, 650) });
    expect(judgeFit(page({ ...editor, ancestors: [list, clipped] })).misfits).toEqual([
      { control: 'Notes (textbox)', by: '<section.tb-panel>' },
    ]);
  });

  it('names a control a scrolling ancestor could not bring into view (it lies before the scroll origin)', () => {
    const list = toolbar({ name: '<div.tb-scroll>', box: box(0, 50, 500, 650), scrollX: true, clipX: false });
    const report = judgeFit(
      page({ control: 'Prev (button)', box: box(-40, 60, -10, 80), ancestors: [list] }),
    );
    expect(report.misfits).toEqual([{ control: 'Prev (button)', by: '<div.tb-scroll>' }]);
  });
});
