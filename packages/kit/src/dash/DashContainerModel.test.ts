import { afterEach, describe, expect, it } from 'vitest';
import { DashContainerModel } from './DashContainerModel';
import { layoutViews, type DashContainerNode } from './containerLayout';
import { TEST_SPECS } from './testViews';

const KEY = 'dashContainerTest';
const initialState: DashContainerNode = {
  type: 'row',
  children: [
    { type: 'stack', size: 60, views: [{ spec: 'note' }, { spec: 'solo' }, { spec: 'missing' }] },
    { type: 'stack', size: 40, views: [{ spec: 'fixed', title: 'Pinned' }] },
  ],
};
const create = () =>
  new DashContainerModel({ viewSpecs: TEST_SPECS, initialState, persistWith: { localStorageKey: KEY } });
const saved = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const flush = () => new Promise<void>((ok) => queueMicrotask(ok));

afterEach(() => localStorage.clear());

describe('DashContainerModel', () => {
  it('starts from the initial layout, dropping views of unknown specs', () => {
    const m = create();
    expect(m.views.map((v) => [v.id, v.title])).toEqual([
      ['note', 'Note'],
      ['solo', 'Solo'],
      ['fixed', 'Pinned'],
    ]);
    expect(layoutViews(m.layout)).toEqual(['note', 'solo', 'fixed']);
  });

  it('adds views with fresh ids, a unique spec once, and never a spec not offered', () => {
    const m = create();
    expect(m.addView('note')?.id).toBe('note_2');
    expect(m.canAdd('solo')).toBe(false);
    expect(m.addView('solo')).toBeNull();
    expect(m.addView('hidden')).toBeNull();
    expect(m.addableSpecs.map((s) => s.id)).toEqual(['note', 'solo', 'fixed', 'broken']);
    m.addView('broken', { nextTo: 'fixed' });
    expect(m.layout?.type === 'row' && m.layout.children[1]).toMatchObject({
      views: ['fixed', 'broken'],
      active: 1,
    });
  });

  it('follows the locks', () => {
    const m = create();
    m.setContentLocked(true);
    expect(m.canAdd('note')).toBe(false);
    expect(m.canRemove('note')).toBe(false);
    m.setContentLocked(false);
    expect(m.canRemove('fixed')).toBe(false);
    m.startRename('note');
    expect(m.renamingViewId).toBe('note');
    m.setRenameLocked(true);
    expect(m.renamingViewId).toBeNull();
    m.startRename('note');
    expect(m.renamingViewId).toBeNull();
    m.setRenameLocked(false);
    m.startRename('fixed');
    expect(m.renamingViewId).toBeNull();
  });

  it('saves layout, titles and view state, and restores them in a new model', async () => {
    const m = create();
    m.getView('note')?.setTitle('My Note');
    m.getView('solo')?.setViewState({ value: 2 });
    m.removeView('fixed');
    await flush();
    expect(saved()).toEqual({
      version: 1,
      layout: {
        type: 'row',
        children: [
          {
            type: 'stack',
            size: 60,
            views: [
              { spec: 'note', id: 'note', title: 'My Note' },
              { spec: 'solo', id: 'solo', state: { value: 2 } },
            ],
            active: 0,
          },
        ],
      },
    });
    const again = create();
    expect(again.views.map((v) => [v.title, v.viewState])).toEqual([
      ['My Note', null],
      ['Solo', { value: 2 }],
    ]);
  });

  it('clears to an empty dashboard that stays empty after a reload; restoring defaults forgets the save', async () => {
    const m = create();
    m.clear();
    await flush();
    expect(m.views).toEqual([]);
    expect(saved()).toEqual({ version: 1, layout: null });
    expect(create().views).toEqual([]);
    m.restoreDefaults();
    expect(m.views.map((v) => v.id)).toEqual(['note', 'solo', 'fixed']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores saved state of another shape', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 0, layout: 'x' }));
    expect(create().views).toHaveLength(3);
  });

  it('blank titles fall back to the spec title', () => {
    const m = create();
    m.getView('note')?.setTitle('   ');
    expect(m.getView('note')?.title).toBe('Note');
  });
});
