import * as Dialog from '@radix-ui/react-dialog';
import { X } from '@phosphor-icons/react';
import { useEffect, useState } from 'react';
import { SourceFileView } from '../source/SourceFileView';
import { demoFilesOf, firstFileOf, loadSource } from './sourceFiles';

/**
 * The in-app source viewer: the demo's files, highlighted, each with a Copy button. It opens on the demo's panel,
 * then lists its model and the story (see readingOrder); the file tabs wrap onto more rows when they are many.
 */
export function SourceViewer({ storyFile, onClose }: { storyFile: string; onClose: () => void }) {
  const first = firstFileOf(storyFile);
  const [files, setFiles] = useState<string[]>([first]);
  // The file picked by the user; until then the first of the list (known once the demo's imports are read).
  const [picked, setPicked] = useState<string | null>(null);
  const active = picked ?? files[0] ?? first;

  useEffect(() => {
    let cancelled = false;
    demoFilesOf(storyFile).then(
      (f) => !cancelled && setFiles(f),
      () => undefined, // The first file still shows; its error appears below.
    );
    return () => {
      cancelled = true;
    };
  }, [storyFile]);

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
                onClick={() => setPicked(f)}
              >
                {f.slice(f.lastIndexOf('/') + 1)}
              </button>
            ))}
          </div>
          <SourceFileView file={active} load={loadSource} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
