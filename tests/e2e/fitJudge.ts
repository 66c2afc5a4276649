/** A box in window coordinates, in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An ancestor whose overflow applies to a control: it clips it, or lets a user scroll to it, per axis. */
export interface OverflowAncestor {
  /** How a failure names it, e.g. `<div.tb-toolbar>`. */
  name: string;
  /** Where its content shows (its padding box). */
  box: Box;
  clipX: boolean;
  clipY: boolean;
  scrollX: boolean;
  scrollY: boolean;
}

/** A control as the page showed it once each scrolling ancestor, and the window, had scrolled to it. */
export interface ControlMeasure {
  /** Its accessible name and role, e.g. `Reset (button)`. */
  control: string;
  box: Box;
  /** Innermost first; only those whose overflow is not `visible`. */
  ancestors: OverflowAncestor[];
}

export interface PageMeasure {
  window: { width: number; height: number };
  controls: ControlMeasure[];
}

/** A control that cannot be seen whole, and what hides it. */
export interface Misfit {
  control: string;
  by: string;
}

export interface FitReport {
  checked: number;
  misfits: Misfit[];
}

/** Sub-pixel layout and borders drawn on a container's edge are not a cut. */
const TOLERANCE = 1;

/**
 * What of a control shows once scrolled to: a control larger than a scrolling ancestor (an editor, a tall list)
 * cannot be brought into it whole, so only the part inside it must not be cut further out.
 */
function shownPart(control: ControlMeasure): Box {
  const r = { ...control.box };
  for (const a of control.ancestors) {
    if (a.scrollX && r.right - r.left > a.box.right - a.box.left) {
      r.left = Math.max(r.left, a.box.left);
      r.right = Math.min(r.right, a.box.right);
    }
    if (a.scrollY && r.bottom - r.top > a.box.bottom - a.box.top) {
      r.top = Math.max(r.top, a.box.top);
      r.bottom = Math.min(r.bottom, a.box.bottom);
    }
  }
  return r;
}

const outsideX = (r: Box, c: Box) => r.left < c.left - TOLERANCE || r.right > c.right + TOLERANCE;
const outsideY = (r: Box, c: Box) => r.top < c.top - TOLERANCE || r.bottom > c.bottom + TOLERANCE;

/**
 * Which controls cannot be seen whole: cut by an ancestor that clips them (on an axis it does not scroll, or
 * that it could not scroll far enough), or left outside the window.
 */
export function judgeFit(page: PageMeasure): FitReport {
  const view: Box = { left: 0, top: 0, right: page.window.width, bottom: page.window.height };
  const misfits: Misfit[] = [];
  for (const control of page.controls) {
    const r = shownPart(control);
    const cut = control.ancestors.find(
      (a) => ((a.clipX || a.scrollX) && outsideX(r, a.box)) || ((a.clipY || a.scrollY) && outsideY(r, a.box)),
    );
    const by = cut?.name ?? (outsideX(r, view) || outsideY(r, view) ? 'the window' : null);
    if (by) misfits.push({ control: control.control, by });
  }
  return { checked: page.controls.length, misfits };
}
