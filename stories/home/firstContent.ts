import { whenIdle } from '@toolbox/kit/app';

// Home shows Welcome and About first, at the top of the screen; Commits and Roadmap (on AG Grid, a quarter of a
// megabyte) below them. Their code waits until About has its data, so that it does not compete with it on a cold
// load; or until the page is idle, when About is not on the dashboard. Roadmap then waits until Commits has built
// its grid, so that the two grids are built one after the other, each in tasks of its own, not both in one long
// task.

/** A promise and the function that resolves it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const firstContent = gate();
const firstGrid = gate();

/** About's model calls this once its data has come (or failed to). */
export function homeFirstContentShown(): void {
  firstContent.open();
}

/** Whether the Commits widget has started to load: Roadmap waits for it only then. */
let firstGridLoading = false;

/** The Commits widget's code starts to load. */
export function homeFirstGridLoading(): void {
  firstGridLoading = true;
}

/** The Commits widget calls this once it has mounted its grid. */
export function homeFirstGridShown(): void {
  firstGrid.open();
}

/** One wait per page, whoever asks first: a second caller must not set a second idle timer. */
let firstContentWait: Promise<void> | undefined;

/** Resolves once Home's first content has shown, or once the page is idle, should About not be on the dashboard. */
export function afterHomeFirstContent(): Promise<void> {
  if (!firstContentWait) {
    const cancel = whenIdle(firstContent.open, 1000);
    firstContentWait = firstContent.opened.finally(cancel);
  }
  return firstContentWait;
}

/**
 * Resolves once Home's first content has shown and, when the Commits widget is loading too, once it has built its
 * grid and the page is idle again (or after three seconds, should it never show).
 */
export async function afterHomeFirstGrid(): Promise<void> {
  await afterHomeFirstContent();
  if (!firstGridLoading) return;
  const cancel = whenIdle(firstGrid.open, 3000);
  await firstGrid.opened.finally(cancel);
  await new Promise<void>((resolve) => whenIdle(resolve, 0));
}
