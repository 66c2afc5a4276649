import { afterEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { TabContainerModel } from './TabContainerModel';
import type { TabConfig } from './tabTypes';

const tab = (id: string, extra: Partial<TabConfig> = {}): TabConfig => ({
  id,
  title: id.toUpperCase(),
  content: () => id,
  ...extra,
});
const ids = (m: TabContainerModel) => m.tabs.map((t) => t.id);

afterEach(() => window.localStorage.clear());

describe('TabContainerModel', () => {
  it('starts on the default tab, else the first enabled tab', () => {
    expect(new TabContainerModel({ tabs: [tab('a'), tab('b')] }).activeTabId).toBe('a');
    expect(new TabContainerModel({ tabs: [tab('a', { disabled: true }), tab('b')] }).activeTabId).toBe('b');
    expect(new TabContainerModel({ tabs: [tab('a'), tab('b')], defaultTabId: 'b' }).activeTabId).toBe('b');
    expect(new TabContainerModel().activeTabId).toBeNull();
  });

  it('has sensible defaults', () => {
    const m = new TabContainerModel();
    expect(m.switcherPosition).toBe('top');
    expect(m.renderMode).toBe('unmountOnHide');
    expect(m.emptyText).toBe('No tabs to show.');
  });

  it('activates enabled tabs only and marks them as activated', () => {
    const m = new TabContainerModel({ tabs: [tab('a'), tab('b'), tab('c', { disabled: true })] });
    expect(m.findTab('b')?.wasActivated).toBe(false);
    m.activateTab('b');
    expect(m.activeTabId).toBe('b');
    expect(m.activeTab?.title).toBe('B');
    expect(m.findTab('b')?.wasActivated).toBe(true);
    m.activateTab('c');
    m.activateTab('nope');
    expect(m.activeTabId).toBe('b');
    m.findTab('a')?.activate();
    expect(m.activeTabId).toBe('a');
  });

  it('moves off the active tab when it is disabled', () => {
    const m = new TabContainerModel({ tabs: [tab('a'), tab('b'), tab('c')], defaultTabId: 'b' });
    m.findTab('b')?.setDisabled(true);
    expect(m.activeTabId).toBe('c');
    m.findTab('a')?.setDisabled(true);
    expect(m.activeTabId).toBe('c');
    m.findTab('c')?.setDisabled(true);
    expect(m.activeTabId).toBeNull();
  });

  it('keeps excluded tabs out of the switcher but lets code activate them', () => {
    const m = new TabContainerModel({ tabs: [tab('a'), tab('b', { excludeFromSwitcher: true }), tab('c')] });
    expect(m.switcherTabs.map((t) => t.id)).toEqual(['a', 'c']);
    m.activateTab('b');
    expect(m.activeTabId).toBe('b');
    m.findTab('b')?.setExcludeFromSwitcher(false);
    expect(m.switcherTabs).toHaveLength(3);
  });

  it('retitles and badges tabs', () => {
    const m = new TabContainerModel({ tabs: [tab('a', { badge: 'New' })] });
    const a = m.findTab('a');
    a?.setTitle('Renamed');
    a?.setBadge(null);
    expect(snapshot(m).tabs[0]).toMatchObject({ title: 'Renamed', badge: null });
  });

  it('adds tabs at the end or an index, activating on request', () => {
    const m = new TabContainerModel({ tabs: [tab('a')] });
    m.addTab(tab('b'));
    expect(m.activeTabId).toBe('a');
    const c = m.addTab(tab('c'), { index: 0, activate: true });
    expect(c.id).toBe('c');
    expect(ids(m)).toEqual(['c', 'a', 'b']);
    expect(m.activeTabId).toBe('c');
    expect(() => m.addTab(tab('a'))).toThrow(/exists/);
  });

  it('activates the first tab added to an empty container', () => {
    const m = new TabContainerModel();
    m.addTab(tab('a'));
    expect(m.activeTabId).toBe('a');
  });

  it('removes tabs, moving from a removed active tab to its neighbour', () => {
    const m = new TabContainerModel({ tabs: [tab('a'), tab('b'), tab('c')], defaultTabId: 'b' });
    m.removeTab('b');
    expect(ids(m)).toEqual(['a', 'c']);
    expect(m.activeTabId).toBe('c');
    m.removeTab('c');
    expect(m.activeTabId).toBe('a');
    m.removeTab('zzz');
    m.removeTab('a');
    expect(ids(m)).toEqual([]);
    expect(m.activeTabId).toBeNull();
  });

  it('replaces, reorders, moves and clears tabs', () => {
    const m = new TabContainerModel({ tabs: [tab('a'), tab('b')], defaultTabId: 'b' });
    m.setTabs([tab('x'), tab('b'), tab('y')]);
    expect(ids(m)).toEqual(['x', 'b', 'y']);
    expect(m.activeTabId).toBe('b');
    m.reorderTabs(['y', 'x']);
    expect(ids(m)).toEqual(['y', 'x', 'b']);
    m.moveTab('b', 0);
    expect(ids(m)).toEqual(['b', 'y', 'x']);
    m.setTabs([tab('p'), tab('q')]);
    expect(m.activeTabId).toBe('p');
    expect(() => m.setTabs([tab('p'), tab('p')])).toThrow(/duplicate/);
    m.clear();
    expect(ids(m)).toEqual([]);
    expect(m.activeTabId).toBeNull();
  });

  it('steps to sibling tabs of the switcher, skipping disabled and excluded ones', () => {
    const m = new TabContainerModel({
      tabs: [tab('a'), tab('b', { disabled: true }), tab('c', { excludeFromSwitcher: true }), tab('d')],
    });
    m.activateSiblingTab(1);
    expect(m.activeTabId).toBe('d');
    m.activateSiblingTab(1);
    expect(m.activeTabId).toBe('a');
    m.activateSiblingTab(-1);
    expect(m.activeTabId).toBe('d');
  });

  it('persists the active tab under its key and restores it', () => {
    const key = 'test.tabs';
    const m = new TabContainerModel({ tabs: [tab('a'), tab('b')], persistWith: { localStorageKey: key } });
    m.activateTab('b');
    expect(JSON.parse(window.localStorage.getItem(key) ?? '')).toEqual({ version: 1, activeTabId: 'b' });
    const again = new TabContainerModel({
      tabs: [tab('a'), tab('b')],
      persistWith: { localStorageKey: key },
    });
    expect(again.activeTabId).toBe('b');
  });

  it('ignores a persisted tab that is gone, disabled or unreadable', () => {
    const key = 'test.tabs';
    const make = () =>
      new TabContainerModel({
        tabs: [tab('a'), tab('b', { disabled: true })],
        defaultTabId: 'a',
        persistWith: { localStorageKey: key },
      });
    window.localStorage.setItem(key, JSON.stringify({ version: 1, activeTabId: 'b' }));
    expect(make().activeTabId).toBe('a');
    window.localStorage.setItem(key, JSON.stringify({ version: 1, activeTabId: 'gone' }));
    expect(make().activeTabId).toBe('a');
    window.localStorage.setItem(key, '{not json');
    expect(make().activeTabId).toBe('a');
    window.localStorage.setItem(key, JSON.stringify({ version: 9, activeTabId: 'a' }));
    expect(make().activeTabId).toBe('a');
  });
});
