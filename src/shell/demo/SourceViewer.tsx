import * as Dialog from '@radix-ui/react-dialog';
import { X } from '@phosphor-icons/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { highlightSource } from '@toolbox/kit/code';
import { themeModel } from '@toolbox/kit/theme';
import { demoFilesOf, loadSource } from './sourceFiles';

/** The in-app source viewer: the story file and the demo files beside it, highlighted. */
export function SourceViewer({ storyFile, onClose }: { storyFile: string; onClose: () => void }) {
  const [files, setFiles] = useState<string[]>([`/${storyFile}`]);
  const [active, setActive] = useState(`/${storyFile}`);
  // Keyed by file and theme, so a stale answer is never shown and "loading" needs no state of its own.
  const [shown, setShown] = useState<{ key: string; html?: string; error?: string } | null>(null);
  const { theme } = useSnapshot(themeModel);

  useEffect(() => {
    let cancelled = false;
    demoFilesOf(storyFile).then(
      (f) => !cancelled && setFiles(f),
      () => undefined, // The story itself still shows; its error appears below.
    );
    return () => {
      cancelled = true;
    };
  }, [storyFile]);

  useEffect(() => {
    let cancelled = false;
    const key = `${active}|${theme}`;
    loadSource(active)
      .then((code) => highlightSource(code, active, theme))
      .then(
        (html) => !cancelled && setShown({ key, html }),
        (e: unknown) => !cancelled && setShown({ key, error: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      cancelled = true;
    };
  }, [active, theme]);

  const current = shown?.key === `${active}|${theme}` ? shown : null;
  const html = current?.html;
  const error = current?.error;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="tb-source-dialog-overlay" />
        <Dialog.Content className="tb-source-dialog tb-source" aria-describedby={undefined}>
          <div className="tb-source-dialog-header">
            <Dialog.Title>Source</Dialog.Title>
            <Dialog.Close className="tb-source-dialog-close" aria-label="Close">
              <X size={16} weight="bold" />
            </Dialog.Close>
          </div>
          <div className="tb-source-files" role="tablist" aria-label="Files">
            {files.map((f) => (
              <button
                key={f}
                type="button"
                role="tab"
                aria-selected={f === active}
                className={`tb-source-file${f === active ? ' is-active' : ''}`}
                onClick={() => setActive(f)}
              >
                {f.slice(f.lastIndexOf('/') + 1)}
              </button>
            ))}
          </div>
          <div className="tb-source-path">{active.replace(/^\//, '')}</div>
          <div className="tb-source-code" data-testid="source-code">
            {error ? (
              <p className="tb-source-error">{error}</p>
            ) : html ? (
              // shiki escapes the source it highlights, so this HTML holds no markup of the file's own.
              <div dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p className="tb-source-loading">Highlighting…</p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
