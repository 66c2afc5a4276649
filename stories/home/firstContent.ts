import { whenIdle } from '../../src/kit/app';

// Home shows Welcome and About first, at the top of the screen; Commits and Roadmap (on AG Grid, a quarter of a
// megabyte) below them. Their code waits until About has its data, so that it does not compete with it on a cold
// load; or until the page is idle, when About is not on the dashboard.
let release: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  release = resolve;
});

/** About's model calls this once its data has come (or failed to). */
export function homeFirstContentShown(): void {
  release();
}

/** Resolves once Home's first content has shown. */
export function afterHomeFirstContent(): Promise<void> {
  const cancel = whenIdle(release, 1000);
  return shown.finally(cancel);
}
