import { ErrorBoundary } from '../panel';
import type { DashViewModel } from './DashViewModel';

/**
 * A view's content inside its own ErrorBoundary: a view that throws shows a managed error message in its
 * place while the rest of the dashboard keeps working. Keyed by the view model's instance: a new model of the
 * view (Reset State) mounts the content afresh instead of leaving it bound to the old, removed model.
 */
export function DashViewContent({ view }: { view: DashViewModel }) {
  const Content = view.spec.content;
  return (
    <ErrorBoundary key={view.instance}>
      <Content viewModel={view} />
    </ErrorBoundary>
  );
}
