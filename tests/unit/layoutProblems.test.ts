import { describe, expect, it } from 'vitest';
import { layoutProblems, type Box, type Clip, type MeasuredControl } from '../../.storybook/layoutProblems';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

const control = (name: string, b: Box, extra: Partial<MeasuredControl> = {}): MeasuredControl => ({
  name,
  box: b,
  clips: [],
  layer: 0,
  inside: [],
  ...extra,
});

const clip = (name: string, b: Box, axes: { x?: boolean; y?: boolean } = { x: true, y: true }): Clip => ({
  name,
  box: b,
  x: axes.x ?? false,
  y: axes.y ?? false,
});

describe('layoutProblems', () => {
  it('finds nothing wrong in a toolbar of controls side by side, inside it', () => {
    const bar = clip('<div class="tb-toolbar">', box(0, 0, 300, 38));
    expect(
      layoutProblems([
        control('button "Save"', box(8, 5, 60, 28), { clips: [bar] }),
        control('button "Cancel"', box(74, 5, 70, 28), { clips: [bar] }),
        control('combobox "Region"', box(150, 5, 120, 28), { clips: [bar] }),
      ]),
    ).toEqual([]);
  });

  it('finds a button taller than the fixed-height box that cuts it off', () => {
    // A 28px-high box holding a button of the large mode (34px).
    const fixed = clip('<div class="fixed">', box(0, 100, 200, 28));
    const problems = layoutProblems([control('button "Save"', box(4, 97, 60, 34), { clips: [fixed] })]);
    expect(problems).toEqual([
      'button "Save" is cut off by <div class="fixed"> (60×34 at 4,97 in 200×28 at 0,100)',
    ]);
  });

  it('judges each axis on its own: a strip that scrolls sideways still cuts off what is too tall', () => {
    const strip = clip('<div class="tb-tabs__list">', box(0, 0, 200, 32), { y: true });
    expect(layoutProblems([control('tab "Wide"', box(150, 1, 120, 31), { clips: [strip] })])).toEqual([]);
    expect(layoutProblems([control('tab "Tall"', box(10, 1, 80, 38), { clips: [strip] })])).toHaveLength(1);
  });

  it('lets pass a control wholly outside its clip (scrolled away or collapsed) and one a pixel over', () => {
    const panel = clip('<div class="collapsed">', box(0, 0, 0.5, 300));
    const bar = clip('<div class="tb-toolbar">', box(0, 0, 100, 38));
    expect(layoutProblems([control('button "Hidden"', box(10, 10, 60, 28), { clips: [panel] })])).toEqual([]);
    expect(layoutProblems([control('button "Snug"', box(-0.8, 5, 101.5, 28), { clips: [bar] })])).toEqual([]);
  });

  it('finds controls drawn over each other, but not those joined by a shared border', () => {
    const problems = layoutProblems([
      control('button "Day"', box(0, 0, 50, 28)),
      control('button "Week"', box(49, 0, 50, 28)),
      control('textbox "Name"', box(0, 40, 160, 28)),
      control('button "Search"', box(150, 42, 60, 28)),
    ]);
    expect(problems).toEqual([
      'textbox "Name" overlaps button "Search" (160×28 at 0,40 and 60×28 at 150,42)',
    ]);
  });

  it('lets a control overlap one it is inside of, or one in another layer (a popup over the story)', () => {
    expect(
      layoutProblems([
        control('combobox "Region"', box(0, 0, 160, 28)),
        control('input "Region"', box(8, 4, 100, 20), { inside: [0] }),
        control('button "OK"', box(20, 10, 60, 28), { layer: 1 }),
      ]),
    ).toEqual([]);
  });
});
