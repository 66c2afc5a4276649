/**
 * What a play saw of a short-lived state, change by change. A countdown whose stages last a third of a second
 * can come and go between two polls of `waitFor` when the machine is busy; a MutationObserver is told of every
 * change, so the recorded history holds each stage however slow the polling.
 */
export interface ChangeHistory {
  /** Each distinct value `read` gave, in order (consecutive repeats dropped, nulls left out). */
  readonly values: readonly string[];
  /** Stops recording. */
  stop(): void;
}

/** Records `read()` now and after every change under `root`, until `stop()`. */
export function recordChanges(root: Node, read: () => string | null | undefined): ChangeHistory {
  const values: string[] = [];
  const note = () => {
    const value = read();
    if (value != null && values.at(-1) !== value) values.push(value);
  };
  const observer = new MutationObserver(note);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  note();
  return { values, stop: () => observer.disconnect() };
}

/** The values that match `pattern`, each once, in the order first seen. */
export function matchesSeen(history: ChangeHistory, pattern: RegExp): string[] {
  const seen: string[] = [];
  for (const value of history.values) {
    const match = pattern.exec(value)?.[0];
    if (match !== undefined && !seen.includes(match)) seen.push(match);
  }
  return seen;
}
