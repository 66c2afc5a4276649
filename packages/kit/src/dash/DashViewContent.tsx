import { Suspense } from 'react';
import { ErrorBoundary, Mask } from '../panel';
import type { DashViewModel } from './DashViewModel';

/**
 * A view's content inside its own ErrorBoundary: a view that throws shows a managed error message in its
 * place while the rest of the dashboard keeps working. Content may be lazy: its code loads when the view is
 * first shown, under a mask, so heavy views need not weigh on the dashboard's first load. `lazyView` shows it
 * as soon as its code has come; a `React.lazy` content works too, under this Suspense, whose reveal React may
 * hold back up to 300 ms. Keyed by the view model's instance: a new model of the view (Reset State) mounts the
 * content afresh instead of leaving it bound to the old, removed model.
 */
export function DashViewContent({ view }: { view: DashViewModel }) {
  const Content = view.spec.content;
  return (
    <ErrorBoundary key={view.instance}>
      <Suspense fallback={<Mask message={`Loading ${view.title}…`} />}>
        <Content viewModel={view} />
      </Suspense>
    </ErrorBoundary>
  );
}
