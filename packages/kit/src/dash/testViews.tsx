import type { DashViewProps, DashViewSpec } from './types';

/** View specs for the dash tests: a view showing its title and state, and one that always throws. */
function Note({ viewModel }: DashViewProps) {
  return (
    <p>
      Note {viewModel.title} {JSON.stringify(viewModel.viewState)}
    </p>
  );
}

function Broken(): never {
  throw new Error('Broken view');
}

export const TEST_SPECS: DashViewSpec[] = [
  { id: 'note', title: 'Note', content: Note, width: 4, height: 2 },
  { id: 'solo', title: 'Solo', content: Note, unique: true, width: 6, height: 3 },
  { id: 'fixed', title: 'Fixed', content: Note, allowRename: false, allowRemove: false },
  { id: 'hidden', title: 'Hidden', content: Note, allowAdd: false },
  { id: 'broken', title: 'Broken', content: Broken },
];

/** A jsdom stand-in for ResizeObserver (dockview and react-grid-layout measure with one). */
export function installResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
