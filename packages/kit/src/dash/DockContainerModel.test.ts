import { describe, expect, it, vi } from 'vitest';
import { DockContainerModel } from './DockContainerModel';

const view = (id: string, extra = {}) => ({ id, title: id, content: id, ...extra });

describe('DockContainerModel', () => {
  it('docks views expanded; adding a docked id again expands it', () => {
    const m = new DockContainerModel({ views: [view('a'), view('b', { collapsed: true })] });
    expect(m.views.map((v) => [v.id, v.collapsed])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    m.addView(view('b'));
    expect(m.views).toHaveLength(2);
    expect(m.getView('b')?.collapsed).toBe(false);
  });

  it('expands, collapses and pops views into a dialog only when allowed', () => {
    const m = new DockContainerModel({ views: [view('a'), view('b', { allowDialog: false })] });
    m.collapseAll();
    expect(m.views.every((v) => v.collapsed)).toBe(true);
    m.getView('a')?.openDialog();
    expect(m.getView('a')).toMatchObject({ inDialog: true, collapsed: false });
    m.getView('b')?.openDialog();
    expect(m.getView('b')?.inDialog).toBe(false);
    m.getView('a')?.closeDialog();
    expect(m.getView('a')?.inDialog).toBe(false);
  });

  it('closes a view unless it may not be closed or its onClose answers false', async () => {
    const onClose = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const m = new DockContainerModel({ views: [view('a', { onClose }), view('b', { allowClose: false })] });
    expect(await m.getView('a')?.close()).toBe(false);
    expect(m.getView('a')).toBeDefined();
    expect(await m.getView('a')?.close()).toBe(true);
    expect(m.getView('a')).toBeUndefined();
    expect(await m.getView('b')?.close()).toBe(false);
    expect(m.views.map((v) => v.id)).toEqual(['b']);
  });
});
