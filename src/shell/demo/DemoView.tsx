import { ErrorMessage } from '../../kit/panel';
import type { DemoEntry } from '../catalog/catalog';
import { DemoWrapper } from './DemoWrapper';
import { NotBuiltPanel } from './NotBuiltPanel';
import { useTabModule } from './useTabModule';

/** Renders a route's demo: its story from the tab's chunk, inside the wrapper; or says honestly that it is not built. */
export function DemoView({ demo }: { demo: DemoEntry }) {
  const tab = useTabModule(demo.tabId);
  if (tab.status === 'loading') {
    return <div className="tb-shell-splash">Loading {demo.title}…</div>;
  }
  if (tab.status === 'failed') {
    return (
      <div className="tb-demo-error">
        <ErrorMessage
          error={tab.error}
          title={`Could not load the ${demo.title} demo (${tab.error.type}).`}
          actionFn={tab.retry}
          actionText="Retry"
        />
      </div>
    );
  }
  const composed = tab.demos.get(demo.storyTitle);
  if (!composed) return <NotBuiltPanel demo={demo} />;
  return <DemoWrapper demo={demo} composed={composed} />;
}
