// Judges the layout of a story's controls, as measured in the page by measureControls (story tests): which
// controls an ancestor cuts off, and which overlap one another. Pure geometry, so it is unit-tested on
// rectangles (tests/unit/layoutProblems.test.ts); the page only measures.

/** A rectangle in the page's viewport, in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An ancestor that cuts off what overflows it (overflow hidden or clip) along one or both axes. */
export interface Clip {
  /** How a message names it (its tag and classes). */
  name: string;
  /** Its padding box: what overflows it is not drawn. */
  box: Box;
  x: boolean;
  y: boolean;
}

/** A control as the page measured it. */
export interface MeasuredControl {
  /** How a message names it (its role and name). */
  name: string;
  box: Box;
  /**
   * Its clipping ancestors, nearest first, up to the first one that scrolls along that axis: past a scroller,
   * what is cut off can be scrolled into view.
   */
  clips: Clip[];
  /** Which layer of the page it is in (the story, or a popup portalled to the body): layers may overlap. */
  layer: number;
  /** Indexes of the other controls it is inside of (a combobox's input in its select): never overlaps. */
  inside: number[];
}

/** Sub-pixel rounding and the 1px overlap of joined controls (a button group's shared border) are no problem. */
export const TOLERANCE_PX = 1;

const overlapOf = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

/**
 * What is wrong with a layout: each control partly cut off by an ancestor (one wholly outside it is scrolled
 * away or deliberately hidden, not squeezed), and each pair of controls of one layer drawn over each other.
 */
export function layoutProblems(controls: readonly MeasuredControl[], tolerance = TOLERANCE_PX): string[] {
  const problems: string[] = [];
  for (const c of controls) {
    for (const clip of c.clips) {
      const { box } = clip;
      const visible =
        overlapOf(c.box.left, c.box.right, box.left, box.right) > 0 &&
        overlapOf(c.box.top, c.box.bottom, box.top, box.bottom) > 0;
      if (!visible) continue;
      const cutX = clip.x && (c.box.left < box.left - tolerance || c.box.right > box.right + tolerance);
      const cutY = clip.y && (c.box.top < box.top - tolerance || c.box.bottom > box.bottom + tolerance);
      if (cutX || cutY) {
        problems.push(`${c.name} is cut off by ${clip.name} (${describe(c.box)} in ${describe(box)})`);
        break;
      }
    }
  }
  controls.forEach((a, i) => {
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j];
      if (!b || a.layer !== b.layer || a.inside.includes(j) || b.inside.includes(i)) continue;
      const w = overlapOf(a.box.left, a.box.right, b.box.left, b.box.right);
      const h = overlapOf(a.box.top, a.box.bottom, b.box.top, b.box.bottom);
      if (w > tolerance && h > tolerance)
        problems.push(`${a.name} overlaps ${b.name} (${describe(a.box)} and ${describe(b.box)})`);
    }
  });
  return problems;
}

const px = (n: number) => Math.round(n * 10) / 10;
const describe = (b: Box) => `${px(b.right - b.left)}×${px(b.bottom - b.top)} at ${px(b.left)},${px(b.top)}`;
