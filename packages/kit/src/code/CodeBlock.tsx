import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { themeModel } from '../theme';
import type { CodeLanguage } from './highlight';
import { highlightCode } from './lazyHighlight';
import { CopyButton } from './CopyButton';
import './CodeBlock.css';

export interface CodeBlockProps {
  /** The source to show, as-is. */
  code: string;
  /** Its language (default tsx). */
  lang?: CodeLanguage;
  /** A caption above the code, e.g. the file name or what the sample shows. */
  title?: ReactNode;
  /** Shows a Copy button in the caption bar (default true). */
  copyable?: boolean;
  /** A class added to the code block's element. */
  className?: string;
  /** Accessible name of the code region (defaults to a string title). */
  'aria-label'?: string;
}

/**
 * Read-only, syntax-highlighted code in the GitHub light or dark colours, following the kit's theme. The plain
 * text shows at once; the highlighting (shiki, loaded on first use) replaces it when ready.
 */
export function CodeBlock({
  code,
  lang = 'tsx',
  title,
  copyable = true,
  className,
  'aria-label': ariaLabel,
}: CodeBlockProps) {
  const { theme } = useSnapshot(themeModel);
  // Keyed by what was highlighted, so a stale answer is never shown after the code or theme changes.
  const [highlighted, setHighlighted] = useState<{ key: string; html: string } | null>(null);
  const key = `${theme}|${lang}|${code}`;

  useEffect(() => {
    let cancelled = false;
    highlightCode(code, lang, theme).then(
      (html) => !cancelled && setHighlighted({ key: `${theme}|${lang}|${code}`, html }),
      () => undefined, // The plain text stays: a sample is still readable without colours.
    );
    return () => {
      cancelled = true;
    };
  }, [code, lang, theme]);

  const html = highlighted?.key === key ? highlighted.html : null;
  const name = ariaLabel ?? (typeof title === 'string' ? title : undefined);
  return (
    <figure className={clsx('tb-code', className)} aria-label={name}>
      {(title != null || copyable) && (
        <figcaption className="tb-code__caption">
          <span className="tb-code__title">{title}</span>
          {copyable && <CopyButton text={code} className="tb-code__copy" />}
        </figcaption>
      )}
      {html ? (
        // shiki escapes the code it highlights, so this HTML holds no markup of the sample's own.
        <div className="tb-code__body" data-highlighted="true" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className="tb-code__body" data-highlighted="false">
          <pre className="tb-code__plain">
            <code>{code}</code>
          </pre>
        </div>
      )}
    </figure>
  );
}
