import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { afterPaint, lazyComponent, useLocalModel, usePainted } from '@toolbox/kit/app';
import { ErrorBoundary, ErrorMessage } from '@toolbox/kit/panel';
import type { DemoEntry } from '../catalog/catalog';
import type { ComposedDemo } from '../catalog/composeDemo';
import type { KitLink } from '../catalog/storyFiles';
import { DemoInfo } from './DemoInfo';
import { DemoTestModel } from './DemoTestModel';
import { DemoTestResults } from './DemoTestResults';
import './DemoTest.css';

// Loaded on the first Source press: its dialog, the list of source files and the highlighter are not part of
// the page's first load.
const SourceViewer = lazyComponent(() => import('./SourceViewer').then((m) => m.SourceViewer));

/** React has committed the remounted demo and the browser has painted it. */
const nextPaint = () => new Promise<void>((resolve) => afterPaint(resolve));

/**
 * Around every demo: its description, the Source viewer, a link to its story in Storybook, Copy link, and Run
 * test, which runs the story's own play function against the live demo and shows its steps pass or fail.
 * While the demo's code loads (`composed` null), the same header shows with the description read at build time
 * (`description`), and the demo then appears below it without the header being drawn again.
 */
export function DemoWrapper({
  demo,
  composed,
  description = null,
  kit = [],
}: {
  demo: DemoEntry;
  composed: ComposedDemo | null;
  description?: string | null;
  /** The kit components the demo uses, read from its imports at build time. */
  kit?: readonly KitLink[];
}) {
  const [showSource, setShowSource] = useState(false);
  // Bumped by Run test: the demo mounts afresh, so the play starts from the state it was written for.
  const [mountKey, setMountKey] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const testModel = useLocalModel(() => new DemoTestModel());
  const { running } = useSnapshot(testModel);
  const play = composed?.play;
  // The demo mounts once its title and description have painted: a reader sees them at once, not after the
  // long task of building a grid or a dashboard.
  const painted = usePainted();

  const runTest = async () => {
    if (!play) return;
    testModel.begin();
    setMountKey((k) => k + 1);
    try {
      // Loaded on the first press only: the test libraries are not part of the page.
      const { loadTestLibrary } = await import('./loadTestLibrary');
      await loadTestLibrary();
      await nextPaint();
    } catch (e) {
      testModel.fail(e);
      return;
    }
    if (!stage.current) return;
    await testModel.run(play, stage.current);
  };

  return (
    <div className="tb-demo">
      <DemoInfo
        demo={demo}
        description={composed ? composed.description : description}
        kit={kit}
        onSource={composed ? () => setShowSource(true) : undefined}
        onRunTest={!composed ? undefined : play ? () => void runTest() : false}
        running={running}
        skipRunTest={composed?.skipRunTest}
      />
      <DemoTestResults model={testModel} />
      <div
        className={composed?.fill ? 'tb-demo-stage tb-demo-stage--fill' : 'tb-demo-stage'}
        data-testid="demo-stage"
        ref={stage}
      >
        <ErrorBoundary
          key={mountKey}
          fallback={(error, reset) => (
            <div className="tb-demo-crashed" data-testid="demo-crashed">
              <ErrorMessage
                error={error}
                title={`The ${demo.title} demo crashed.`}
                actionFn={reset}
                actionText="Retry"
              />
            </div>
          )}
        >
          {!composed ? (
            <div className="tb-shell-splash">Loading {demo.title}…</div>
          ) : (
            painted && <composed.Story />
          )}
        </ErrorBoundary>
      </div>
      {showSource && composed ? (
        <SourceViewer storyFile={composed.storyFile} onClose={() => setShowSource(false)} />
      ) : null}
    </div>
  );
}
