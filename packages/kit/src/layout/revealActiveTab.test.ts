import { describe, expect, it } from 'vitest';
import { revealActiveTab } from './revealActiveTab';

/** A strip 300px wide, scrolled to `scrollLeft`, with its active tab at the given viewport x range. */
function strip(scrollLeft: number, tabLeft: number, tabRight: number) {
  const list = document.createElement('div');
  const tab = document.createElement('button');
  tab.setAttribute('role', 'tab');
  tab.dataset.state = 'active';
  list.append(tab);
  list.scrollLeft = scrollLeft;
  const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 32 }) as DOMRect;
  list.getBoundingClientRect = () => rect(0, 300);
  tab.getBoundingClientRect = () => rect(tabLeft, tabRight);
  return list;
}

describe('revealActiveTab', () => {
  it('scrolls a tab past the right edge into view, with a margin', () => {
    const list = strip(0, 280, 380);
    revealActiveTab(list);
    expect(list.scrollLeft).toBe(88);
  });

  it('scrolls a tab before the left edge into view', () => {
    const list = strip(200, -50, 40);
    revealActiveTab(list);
    expect(list.scrollLeft).toBe(142);
  });

  it('leaves a visible tab alone', () => {
    const list = strip(20, 10, 100);
    revealActiveTab(list);
    expect(list.scrollLeft).toBe(20);
  });
});
