import { describe, expect, it } from 'vitest';
import { Store } from '../data';
import { TreeCheckModel } from './TreeCheckModel';

interface Node {
  id: string;
  children?: Node[];
}

const TREE: Node[] = [
  {
    id: 'eu',
    children: [
      { id: 'eu-tech', children: [{ id: 'asml' }, { id: 'sap' }] },
      { id: 'eu-fin', children: [{ id: 'hsba' }] },
    ],
  },
  { id: 'na', children: [{ id: 'aapl' }] },
];

function setup() {
  const store = new Store<Node>({ childrenField: 'children' });
  store.loadData(TREE);
  const checks = new TreeCheckModel<Node>(store as Store<Node, never>);
  const rec = (id: string) => {
    const r = store.getById(id);
    if (!r) throw new Error(`no record ${id}`);
    return r;
  };
  const state = (id: string) => checks.stateOf(rec(id));
  return { store, checks, state, rec };
}

describe('TreeCheckModel', () => {
  it('starts unchecked', () => {
    const { checks, state } = setup();
    expect(checks.checkedCount).toBe(0);
    expect(['eu', 'eu-tech', 'asml'].map(state)).toEqual(['unchecked', 'unchecked', 'unchecked']);
  });

  it.each<[string, string[], Record<string, string>]>([
    [
      'a leaf: parents go mixed',
      ['asml'],
      { asml: 'checked', 'eu-tech': 'indeterminate', eu: 'indeterminate', na: 'unchecked' },
    ],
    ['all leaves of a parent: it is checked', ['asml', 'sap'], { 'eu-tech': 'checked', eu: 'indeterminate' }],
    [
      'a parent: every leaf below it',
      ['eu'],
      {
        asml: 'checked',
        sap: 'checked',
        hsba: 'checked',
        'eu-fin': 'checked',
        eu: 'checked',
        na: 'unchecked',
      },
    ],
  ])('checking %s', (_name, toggles, expected) => {
    const { checks, state, rec } = setup();
    for (const id of toggles) checks.toggle(rec(id));
    for (const [id, s] of Object.entries(expected)) expect([id, state(id)]).toEqual([id, s]);
  });

  it('counts checked leaves only, and toggling a checked parent unchecks its leaves', () => {
    const { checks, state, rec } = setup();
    checks.toggle(rec('eu'));
    expect(checks.checkedCount).toBe(3);
    expect(checks.checkedIds.sort()).toEqual(['asml', 'hsba', 'sap']);
    checks.toggle(rec('eu'));
    expect(checks.checkedCount).toBe(0);
    expect(state('eu')).toBe('unchecked');
  });

  it('a mixed parent checks all on toggle; clear unchecks all', () => {
    const { checks, state, rec } = setup();
    checks.toggle(rec('hsba'));
    checks.toggle(rec('eu'));
    expect(state('eu')).toBe('checked');
    checks.clear();
    expect(checks.checkedCount).toBe(0);
  });

  it('forgets leaves that leave the store', () => {
    const { store, checks, rec } = setup();
    checks.setCheckedIds(['asml', 'aapl']);
    store.loadData([{ id: 'na', children: [{ id: 'aapl' }] }]);
    checks.toggle(rec('na'));
    expect(checks.checkedIds).toEqual([]);
    checks.toggle(rec('na'));
    expect(checks.checkedIds).toEqual(['aapl']);
  });
});
