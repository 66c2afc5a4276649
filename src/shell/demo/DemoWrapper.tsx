import { ArrowSquareOut, Code, Flask, LinkSimple } from '@phosphor-icons/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { afterPaint, useLocalModel, usePainted } from '../../kit/app';
import { ErrorBoundary, ErrorMessage } from '../../kit/panel';
import { toast } from '../../kit/popup';
import { storyIdOf, type DemoEntry } from '../catalog/catalog';
import type { ComposedDemo } from '../catalog/composeDemo';
import { DemoDescription } from './DemoDescription';
import { DemoTestModel } from './DemoTestModel';
import { DemoTestResults } from './DemoTestResults';
import './DemoTest.css';

// Loaded on the first Source press: its dialog, the list of source files and the highlighter are not part of
// the page's first load.
const SourceViewer = lazy(() => import('./SourceViewer').then((m) => ({ default: m.SourceViewer })));

export function storybookUrl(storyTitle: string): string {
  return `/storybook/?path=/story/${storyIdOf(storyTitle)}`;
}

/** React has committed the remounted demo and the browser has painted it. */
const nextPaint = () => new Promise<void>((resolve) => afterPaint(resolve));

/**
 * Around every demo: its description, the Source viewer, a link to its story in Storybook, Copy link, and Run
 * test, which runs the story's own play function against the live demo and shows its steps pass or fail.
 */
export function DemoWrapper({ demo, composed }: { demo: DemoEntry; composed: ComposedDemo }) {
  const [showSource, setShowSource] = useState(false);
  // Bumped by Run test: the demo mounts afresh, so the play starts from the state it was written for.
  const [mountKey, setMountKey] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const testModel = useLocalModel(() => new DemoTestModel());
  const { running } = useSnapshot(testModel);
  const skipId = useId();
  const { Story, play, skipRunTest } = composed;
  // The demo mounts once its title and description have painted: a reader sees them at once, not after the
  // long task of building a grid or a dashboard.
  const painted = usePainted();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ message: 'Link copied to the clipboard.', intent: 'success' });
    } catch {
      toast({
        message: `Could not copy. The link is ${window.location.href}`,
        intent: 'warning',
        timeout: 8000,
      });
    }
  };

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
      <div className="tb-demo-info">
        <div className="tb-demo-info__head">
          <h1>{demo.title}</h1>
          <div className="tb-demo-links">
            <button type="button" className="tb-link-button" onClick={() => setShowSource(true)}>
              <Code size={15} weight="bold" /> Source
            </button>
            <a className="tb-link-button" href={storybookUrl(demo.storyTitle)} target="_blank" rel="noopener">
              <ArrowSquareOut size={15} weight="bold" /> Open in Storybook
            </a>
            <button type="button" className="tb-link-button" onClick={() => void copyLink()}>
              <LinkSimple size={15} weight="bold" /> Copy link
            </button>
            {play && (
              <button
                type="button"
                className="tb-link-button"
                disabled={running || skipRunTest != null}
                aria-describedby={skipRunTest ? skipId : undefined}
                title="Run the story's play function (its interaction test) against this live demo"
                onClick={() => void runTest()}
              >
                <Flask size={15} weight="bold" /> Run test
              </button>
            )}
          </div>
        </div>
        {play && skipRunTest && (
          <span id={skipId} className="tb-demo-test__skip">
            Not run here: {skipRunTest}
          </span>
        )}
        <DemoDescription text={composed.description ?? `The ${demo.title} demo.`} />
      </div>
      <DemoTestResults model={testModel} />
      <div
        className={composed.fill ? 'tb-demo-stage tb-demo-stage--fill' : 'tb-demo-stage'}
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
          {painted && <Story />}
        </ErrorBoundary>
      </div>
      {showSource ? (
        <Suspense fallback={null}>
          <SourceViewer storyFile={composed.storyFile} onClose={() => setShowSource(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
