import { describe, expect, it } from 'vitest';
import { PanelModel } from './PanelModel';

describe('PanelModel', () => {
  it('has sensible defaults', () => {
    const m = new PanelModel();
    expect(m).toMatchObject({
      side: 'left',
      defaultSize: '25%',
      minSize: 0,
      maxSize: '100%',
      collapsible: true,
      resizable: true,
      collapsed: false,
      resizeWhileDragging: true,
      isModal: false,
      modalSupport: null,
      size: null,
    });
    expect(m.isHorizontal).toBe(true);
    expect(new PanelModel({ side: 'bottom' }).isHorizontal).toBe(false);
  });

  it('collapses, expands and toggles, unless not collapsible', () => {
    const m = new PanelModel({ defaultCollapsed: true });
    expect(m.collapsed).toBe(true);
    m.toggleCollapsed();
    expect(m.collapsed).toBe(false);
    m.setCollapsed(true);
    expect(m.collapsed).toBe(true);

    const fixed = new PanelModel({ collapsible: false, defaultCollapsed: true });
    expect(fixed.collapsed).toBe(false);
    fixed.toggleCollapsed();
    expect(fixed.collapsed).toBe(false);
  });

  it('takes the modal size from modalSupport, and opens a modal view only with it', () => {
    const m = new PanelModel({ modalSupport: { width: 400, height: 200 } });
    expect(m.modalSupport).toEqual({ width: 400, height: 200 });
    m.toggleIsModal();
    expect(m.isModal).toBe(true);
    m.setIsModal(false);
    expect(m.isModal).toBe(false);
    expect(new PanelModel({ modalSupport: true }).modalSupport).toEqual({ width: '80vw', height: '80vh' });

    const plain = new PanelModel();
    plain.setIsModal(true);
    expect(plain.isModal).toBe(false);
  });

  it('records the layout, and hands a requested size over once', () => {
    const m = new PanelModel({ defaultCollapsed: true });
    m.onLayout(false, 211.6);
    expect(m).toMatchObject({ collapsed: false, size: 212 });
    m.onLayout(true, 28);
    expect(m).toMatchObject({ collapsed: true, size: 212 });

    m.setSize('40%');
    expect(m.collapsed).toBe(false);
    expect(m.takeRequestedSize()).toBe('40%');
    expect(m.takeRequestedSize()).toBeNull();
  });

  it('keeps its collapsed state and size under persistWith, and starts from them', () => {
    const key = 'panelModelTest';
    localStorage.removeItem(key);
    const first = new PanelModel({ defaultSize: 200, persistWith: { localStorageKey: key } });
    expect(first.defaultSize).toBe(200);
    first.onLayout(false, 321.4);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ collapsed: false, size: 321 });
    first.setCollapsed(true);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ collapsed: true, size: 321 });

    const again = new PanelModel({ defaultSize: 200, persistWith: { localStorageKey: key } });
    expect(again.collapsed).toBe(true);
    expect(again.defaultSize).toBe(321);
    localStorage.removeItem(key);
  });

  it('ignores saved state of another shape', () => {
    const key = 'panelModelTestBad';
    localStorage.setItem(key, JSON.stringify({ collapsed: 'yes', size: -4 }));
    const m = new PanelModel({ defaultSize: '30%', persistWith: { localStorageKey: key } });
    expect(m.defaultSize).toBe('30%');
    expect(m.collapsed).toBe(false);
    localStorage.removeItem(key);
  });
});
