import { usePainted } from '@toolbox/kit/app';
import { ErrorMessage } from '@toolbox/kit/panel';
import type { DemoEntry } from '../catalog/catalog';
import { DemoWrapper } from './DemoWrapper';
import { NotBuiltPanel } from './NotBuiltPanel';
import { ChunkLoadError, useDemoModule } from './useDemoModule';
import { useDemoMeta } from './useDemoMeta';

/** Renders a route's demo: its story from its own chunk, inside the wrapper; or says honestly that it is not built. */
export function DemoView({ demo }: { demo: DemoEntry }) {
  const meta = useDemoMeta(demo.storyTitle);
  // The demo's code loads once its header has painted: the reader has the title and the description at once,
  // and the download and start of the demo's code do not hold them back.
  const headerPainted = usePainted(meta.settled);
  const loaded = useDemoModule(demo.storyTitle, { start: headerPainted });
  if (loaded.status === 'loading') {
    // Until the description has come (a moment), the splash alone: the header then shows whole, at once.
    if (!meta.settled) return <div className="tb-shell-splash">Loading {demo.title}…</div>;
    return <DemoWrapper demo={demo} composed={null} description={meta.description} kit={meta.kit} />;
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
  return <DemoWrapper demo={demo} composed={loaded.demo} kit={meta.kit} />;
}
