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

// Commits and Roadmap each create an AG Grid, some 100 ms of work: created in one task, they held the page for
// twice that. Roadmap's waits for the task after Commits has mounted its grid (or for an idle page, when Commits
// is not on the dashboard), so each is a task of its own and the page answers input between them.
let releaseCommits: () => void = () => undefined;
const commitsMounted = new Promise<void>((resolve) => {
  releaseCommits = resolve;
});

/** The Commits widget calls this once its grid is on the page. */
export function homeCommitsMounted(): void {
  releaseCommits();
}

/** Resolves in a task after the Commits widget's grid has mounted, or once the page is idle without it. */
export function afterHomeCommitsMounted(): Promise<void> {
  const cancel = whenIdle(releaseCommits, 1000);
  return commitsMounted.finally(cancel).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
