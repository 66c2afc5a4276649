import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CopyButton, highlightSource } from '@toolbox/kit/code';
import { themeModel } from '@toolbox/kit/theme';

/**
 * One source file as the source viewers show it: its path with a Copy button for its text, and the file
 * highlighted in the theme's colours. `load` gives a file's text; the last file asked for wins.
 */
export function SourceFileView({ file, load }: { file: string; load: (file: string) => Promise<string> }) {
  const { theme } = useSnapshot(themeModel);
  // Keyed by file and theme, so a stale answer is never shown and "loading" needs no state of its own.
  const [shown, setShown] = useState<{ key: string; code?: string; html?: string; error?: string } | null>(
    null,
  );
  const key = `${file}|${theme}`;

  useEffect(() => {
    let cancelled = false;
    const done = `${file}|${theme}`;
    load(file)
      .then(async (code) => ({ code, html: await highlightSource(code, file, theme) }))
      .then(
        ({ code, html }) => !cancelled && setShown({ key: done, code, html }),
        (e: unknown) =>
          !cancelled && setShown({ key: done, error: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      cancelled = true;
    };
  }, [file, theme, load]);

  const current = shown?.key === key ? shown : null;
  return (
    <>
      <div className="tb-source-path">
        <span className="tb-source-path__name">{file.replace(/^\//, '')}</span>
        {current?.code !== undefined && <CopyButton text={current.code} className="tb-source-copy" />}
      </div>
      <div className="tb-source-code" data-testid="source-code">
        {current?.error ? (
          <p className="tb-source-error">{current.error}</p>
        ) : current?.html ? (
          // shiki escapes the source it highlights, so this HTML holds no markup of the file's own.
          <div dangerouslySetInnerHTML={{ __html: current.html }} />
        ) : (
          <p className="tb-source-loading">Highlighting…</p>
        )}
      </div>
    </>
  );
}
