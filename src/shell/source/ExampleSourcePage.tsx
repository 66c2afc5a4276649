import { CodeIcon } from '@phosphor-icons/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { exampleFiles, loadExampleSource } from './exampleSources';
import { SourceFileView } from './SourceFileView';
import './ExampleSourcePage.css';

/** A file's name as listed: its folder within src/examples and its name. */
function shortName(file: string): string {
  return file.replace(/^\/src\/examples\//, '');
}

/**
 * The source of an example app, on a page of its own (the Examples tab's Source button opens it in a new
 * window): every file of the app and of the frame the example apps share, highlighted, each with a Copy button.
 */
export function ExampleSourcePage() {
  const { exampleId = '' } = useParams();
  const files = exampleFiles(exampleId);
  const [active, setActive] = useState<string | null>(files[0] ?? null);

  useEffect(() => {
    document.title = `Source of ${exampleId} · Toolbox`;
  }, [exampleId]);

  if (!files.length) {
    return (
      <div className="tb-shell-message" role="alert">
        <h2>No example app &lsquo;{exampleId}&rsquo;</h2>
        <p>The Examples tab lists the example apps whose source can be shown.</p>
      </div>
    );
  }
  return (
    <div className="tb-example-source">
      <header className="tb-example-source__header">
        <CodeIcon weight="bold" />
        <h1>Source of the {exampleId} example app</h1>
      </header>
      <div className="tb-example-source__body">
        <nav className="tb-example-source__files" aria-label="Files">
          {files.map((f) => (
            <button
              key={f}
              type="button"
              className={f === active ? 'is-active' : undefined}
              aria-current={f === active ? 'true' : undefined}
              onClick={() => setActive(f)}
            >
              {shortName(f)}
            </button>
          ))}
        </nav>
        <section className="tb-example-source__code" aria-label={active ? shortName(active) : 'Code'}>
          {active && <SourceFileView file={active} load={loadExampleSource} />}
        </section>
      </div>
    </div>
  );
}
