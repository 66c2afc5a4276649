import { describe, expect, it } from 'vitest';
import {
  addToLayout,
  DashContainerNodeSchema,
  layoutViews,
  mapLayout,
  percentages,
  removeFromLayout,
  resolvePercentages,
  type DashContainerNode,
} from './containerLayout';
import { fromDockviewJson, toDockviewJson } from './dockviewLayout';

const layout: DashContainerNode<string> = {
  type: 'row',
  children: [
    { type: 'stack', size: 60, views: ['a', 'b', 'c'], active: 1 },
    {
      type: 'column',
      size: 40,
      children: [
        { type: 'stack', views: ['d'] },
        { type: 'stack', views: ['e'] },
      ],
    },
  ],
};

describe('container layout', () => {
  it('lists views depth first', () => {
    expect(layoutViews(layout)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(layoutViews(null)).toEqual([]);
  });

  it('shares unsized space equally and scales sizes to 100', () => {
    expect(percentages([60, undefined, undefined])).toEqual([60, 20, 20]);
    expect(percentages([30, 30])).toEqual([50, 50]);
    expect(percentages([undefined, undefined])).toEqual([50, 50]);
  });

  it('turns pixel sizes into their share of the space, leaving siblings at least 30%', () => {
    expect(resolvePercentages(['850px', undefined], 1700)).toEqual([50, 50]);
    expect(resolvePercentages(['300px', 20, undefined], 1000)).toEqual([30, 20, 50]);
    // 850px of 1000 would leave 15%: capped at 70%.
    expect(resolvePercentages(['850px', undefined], 1000).map(Math.round)).toEqual([70, 30]);
    // Pixel sizes that together take too much shrink together.
    expect(resolvePercentages(['600px', '600px', undefined], 1000).map(Math.round)).toEqual([35, 35, 30]);
    expect(resolvePercentages(['850px'], 600)).toEqual([100]);
  });

  it('accepts pixel sizes in saved and initial state', () => {
    const parsed = DashContainerNodeSchema.safeParse({
      type: 'row',
      children: [
        { type: 'stack', size: '850px', views: [{ spec: 'a' }] },
        { type: 'stack', views: [{ spec: 'b' }] },
      ],
    });
    expect(parsed.success).toBe(true);
    expect(DashContainerNodeSchema.safeParse({ type: 'stack', size: '85em', views: [] }).success).toBe(false);
  });

  it('drops stacks and branches a removal leaves empty', () => {
    const out = removeFromLayout(removeFromLayout(layout, 'd'), 'e');
    expect(out).toEqual({
      type: 'row',
      children: [{ type: 'stack', size: 60, views: ['a', 'b', 'c'], active: 1 }],
    });
    expect(removeFromLayout({ type: 'stack', views: ['x'] }, 'x')).toBeNull();
  });

  it('keeps the active view when an earlier one goes', () => {
    const out = removeFromLayout(layout, 'a');
    expect(out?.type === 'row' && out.children[0]).toEqual({
      type: 'stack',
      size: 60,
      views: ['b', 'c'],
      active: 0,
    });
  });

  it('adds a view next to another (made active), else to the first stack, else as the only stack', () => {
    const next = addToLayout(layout, 'f', 'e');
    expect(next.type === 'row' && next.children[1]).toMatchObject({
      children: [{ views: ['d'] }, { views: ['e', 'f'], active: 1 }],
    });
    expect(layoutViews(addToLayout(layout, 'g'))).toEqual(['a', 'b', 'c', 'g', 'd', 'e']);
    expect(addToLayout(null, 'h')).toEqual({ type: 'stack', views: ['h'], active: 0 });
  });

  it('maps views, dropping the ones mapped to null', () => {
    const out = mapLayout(layout, (v) => (v === 'b' ? null : v.toUpperCase()));
    expect(layoutViews(out)).toEqual(['A', 'C', 'D', 'E']);
  });

  it('validates saved layouts', () => {
    const saved = { type: 'row', children: [{ type: 'stack', views: [{ spec: 'grid', state: { n: 1 } }] }] };
    expect(DashContainerNodeSchema.safeParse(saved).success).toBe(true);
    expect(DashContainerNodeSchema.safeParse({ type: 'stack', views: [{}] }).success).toBe(false);
    expect(DashContainerNodeSchema.safeParse({ type: 'grid' }).success).toBe(false);
  });
});

describe('dockview layout', () => {
  const title = (id: string) => id.toUpperCase();

  it('turns rows into horizontal branches sized in pixels, stacks into tab groups', () => {
    const json = toDockviewJson(layout, title, 1000, 600);
    expect(json?.grid.orientation).toBe('HORIZONTAL');
    const root = json?.grid.root as { data: { size: number; type: string }[] };
    expect(root.data.map((n) => [n.type, Math.round(n.size)])).toEqual([
      ['leaf', 600],
      ['branch', 400],
    ]);
    expect(json?.panels.b).toEqual({ id: 'b', contentComponent: 'dashView', title: 'B' });
    expect((root.data[0] as unknown as { data: { activeView: string } }).data.activeView).toBe('b');
  });

  it('round-trips through dockview state with sizes in percent', () => {
    const json = toDockviewJson(layout, title, 1000, 600);
    expect(json && fromDockviewJson(json)).toEqual({
      type: 'row',
      children: [
        { type: 'stack', size: 60, views: ['a', 'b', 'c'], active: 1 },
        {
          type: 'column',
          size: 40,
          children: [
            { type: 'stack', size: 50, views: ['d'], active: 0 },
            { type: 'stack', size: 50, views: ['e'], active: 0 },
          ],
        },
      ],
    });
  });

  it('lays out a pixel-sized column at its width, and saves it as the percentage it became', () => {
    const fixed: DashContainerNode<string> = {
      type: 'row',
      children: [
        {
          type: 'column',
          size: '850px',
          children: [
            { type: 'stack', views: ['a'] },
            { type: 'stack', views: ['b'] },
          ],
        },
        { type: 'stack', views: ['c'] },
      ],
    };
    const json = toDockviewJson(fixed, title, 1400, 800);
    const root = json?.grid.root as { data: { size: number }[] };
    expect(root.data.map((n) => Math.round(n.size))).toEqual([850, 550]);
    const saved = json && fromDockviewJson(json);
    expect(saved?.type === 'row' && saved.children.map((c) => c.size)).toEqual([60.7, 39.3]);
  });

  it('flattens a row inside a row, since dockview alternates directions', () => {
    const nested: DashContainerNode<string> = {
      type: 'row',
      children: [
        { type: 'stack', size: 50, views: ['a'] },
        {
          type: 'row',
          size: 50,
          children: [
            { type: 'stack', views: ['b'] },
            { type: 'stack', views: ['c'] },
          ],
        },
      ],
    };
    const json = toDockviewJson(nested, title, 1000, 600);
    const back = json && fromDockviewJson(json);
    expect(back?.type === 'row' && back.children.map((c) => c.size)).toEqual([50, 25, 25]);
  });

  it('wraps a lone stack in a row and reads it back as that stack', () => {
    const json = toDockviewJson({ type: 'stack', views: ['a', 'b'] }, title, 800, 500);
    expect(json && fromDockviewJson(json)).toEqual({ type: 'stack', views: ['a', 'b'], active: 0 });
    expect(toDockviewJson(null, title, 800, 500)).toBeNull();
  });
});
