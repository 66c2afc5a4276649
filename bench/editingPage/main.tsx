// The page of bench/editing.bench.ts: the Inline Editing demo itself (its panel, store, rules and grid), with the
// popup host for the 'Commit?' confirmation. The bench clicks and types as a user would; this page times each
// action from the user's event (its timeStamp) to the moment the grid shows the result, and to the frame after.
import { createRoot } from 'react-dom/client';
import { PopupHost } from '@toolbox/kit/popup';
import { InlineEditingPanel } from '../../stories/grids/InlineEditingPanel';
import '@toolbox/kit/theme';

/** What one action took: to the DOM showing its result, and to the frame after (laid out and painted). */
export interface ActionTiming {
  domMs: number;
  frameMs: number;
}

declare global {
  interface Window {
    editBench?: {
      ready: boolean;
      results: Record<string, ActionTiming>;
      /** Times the next `event` (click or keydown) until CONDITIONS[label] holds; the result lands in results[label]. */
      arm(label: Condition, event: 'click' | 'keydown'): void;
    };
  }
}

const root = document.getElementById('root') as HTMLElement;
root.style.cssText = 'width: 1400px; height: 900px; display: flex;';
createRoot(root).render(
  <>
    <InlineEditingPanel />
    <PopupHost />
  </>,
);

/** A cell's text, in the row AG Grid keys by `rowId` (the record's key: its id, or its id before a commit). */
const cellText = (rowId: string, colId: string) =>
  root.querySelector(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`)?.textContent?.trim();

/** When each timed action has done what the user asked, as the grid shows it. */
const CONDITIONS = {
  /** Add 10k: 10,003 records counted, and the first new record's row drawn (it opens for editing). */
  add10k: () =>
    !!root.querySelector('.ag-row[row-id="-1"]') && (root.textContent ?? '').includes('10,003 records'),
  /**
   * Commit (in the 'Commit?' dialog): the store clean, and the first new record (its row keyed by its temporary
   * id, -1, which the grid keeps) drawn with its new id, 3.
   */
  commit: () => /Store Clean/.test(root.textContent ?? '') && cellText('-1', 'id') === '3',
  /** Enter in the Amount editor of record 0: the editor closed and the cell showing the new value. */
  editCell: () => !root.querySelector('.ag-cell-inline-editing') && cellText('0', 'amount') === '7',
};
type Condition = keyof typeof CONDITIONS;

const bench: NonNullable<Window['editBench']> = {
  ready: false,
  results: {},
  arm(label, event) {
    const isReady = CONDITIONS[label];
    const onEvent = (e: Event) => {
      document.removeEventListener(event, onEvent, true);
      const start = e.timeStamp;
      const check = () => {
        if (!isReady()) return;
        observer.disconnect();
        const domMs = performance.now() - start;
        requestAnimationFrame(() => {
          bench.results[label] = { domMs, frameMs: performance.now() - start };
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    };
    document.addEventListener(event, onEvent, true);
  },
};
window.editBench = bench;

const firstRows = new MutationObserver(() => {
  if (!root.querySelector('.ag-row[row-id="2"] [col-id="name"]')) return;
  firstRows.disconnect();
  bench.ready = true;
});
firstRows.observe(root, { childList: true, subtree: true });
