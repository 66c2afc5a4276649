import { expect, type Page } from '@playwright/test';

/**
 * Whether every corner of the demo can be brought into the window by scrolling and is not covered or cut off
 * there: the demo fits, or the stage scrolls to it, never clips. Answers what is wrong, or [] when all is well.
 */
export async function unreachableCorners(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The demo shown: a tab keeps the demos left last, hidden.
    const stage = [...document.querySelectorAll('[data-testid=demo-stage]')].find((s) =>
      s.checkVisibility({ visibilityProperty: true }),
    );
    const root = stage?.firstElementChild;
    if (!root) return ['no demo in the stage'];
    const problems: string[] = [];
    for (const corner of ['top left', 'bottom right'] as const) {
      const start = corner === 'top left';
      root.scrollIntoView({ block: start ? 'start' : 'end', inline: start ? 'start' : 'end' });
      const r = root.getBoundingClientRect();
      // A few pixels inside, clear of a border or a rounded corner.
      const x = start ? r.left + 4 : r.right - 4;
      const y = start ? r.top + 4 : r.bottom - 4;
      const hit = document.elementFromPoint(x, y);
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight || !hit || !root.contains(hit)) {
        problems.push(
          `its ${corner} corner cannot be scrolled into view (${Math.round(x)}, ${Math.round(y)})`,
        );
      }
    }
    root.scrollIntoView({ block: 'start', inline: 'start' });
    return problems;
  });
}

/** The demo can be reached whole at the current window size. */
export async function expectDemoReachable(page: Page): Promise<void> {
  await expect.poll(() => unreachableCorners(page)).toEqual([]);
}
