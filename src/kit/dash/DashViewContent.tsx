import { ErrorBoundary } from '../panel';
import type { DashViewModel } from './DashViewModel';

/**
 * A view's content inside its own ErrorBoundary: a view that throws shows a managed error message in its
 * place while the rest of the dashboard keeps working.
 */
export function DashViewContent({ view }: { view: DashViewModel }) {
  const Content = view.spec.content;
  return (
    <ErrorBoundary>
      <Content viewModel={view} />
    </ErrorBoundary>
  );
}
