import { proxy } from 'valtio';
import { TabContainerModel, type TabConfig } from '@toolbox/kit/layout';
import { DynamicTabContent } from './TabContainerDynamicContent';

const INITIAL_TABS = 3;

function dynamicTab(n: number): TabConfig {
  return {
    id: `tab-${n}`,
    title: `Tab ${n}`,
    content: () => <DynamicTabContent number={n} />,
  };
}

/** The Dynamic example: tabs added, shuffled and removed at run time. */
export class TabContainerDynamicModel {
  readonly tabs: TabContainerModel;
  /** Number of the next tab Add creates; numbers are never reused, so each tab keeps its identity. */
  nextNumber = INITIAL_TABS + 1;

  constructor() {
    this.tabs = new TabContainerModel({
      tabs: Array.from({ length: INITIAL_TABS }, (_, i) => dynamicTab(i + 1)),
      emptyText: 'No tabs - click Add to create one.',
    });
    return proxy(this);
  }

  /** Creates a tab at the end and activates it. */
  add(): void {
    this.tabs.addTab(dynamicTab(this.nextNumber++), { activate: true });
  }

  /** Puts the tabs in a new random order (always a different one when there are two or more). */
  shuffle(): void {
    const ids = this.tabs.tabs.map((t) => t.id);
    if (ids.length < 2) return;
    let order = ids;
    while (order.every((id, i) => id === ids[i])) order = shuffled(ids);
    this.tabs.reorderTabs(order);
  }

  removeFirst(): void {
    const first = this.tabs.tabs[0];
    if (first) this.tabs.removeTab(first.id);
  }

  clear(): void {
    this.tabs.clear();
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
