import { ErrorMessage } from '../../kit/panel';
import type { DemoEntry } from '../catalog/catalog';
import { DemoWrapper } from './DemoWrapper';
import { NotBuiltPanel } from './NotBuiltPanel';
import { ChunkLoadError, useDemoModule } from './useDemoModule';

/** Renders a route's demo: its story from its own chunk, inside the wrapper; or says honestly that it is not built. */
export function DemoView({ demo }: { demo: DemoEntry }) {
  const loaded = useDemoModule(demo.storyTitle);
  if (loaded.status === 'loading') {
    return <div className="tb-shell-splash">Loading {demo.title}…</div>;
  }
  if (loaded.status === 'failed') {
    const kind = loaded.error instanceof ChunkLoadError ? loaded.error.type : null;
    return (
      <div className="tb-demo-error">
        <ErrorMessage
          error={loaded.error}
          title={`Could not load the ${demo.title} demo${kind ? ` (${kind})` : ''}.`}
          actionFn={loaded.retry}
          actionText="Retry"
        />
      </div>
    );
  }
  if (!loaded.demo) return <NotBuiltPanel demo={demo} />;
  return <DemoWrapper demo={demo} composed={loaded.demo} />;
}
