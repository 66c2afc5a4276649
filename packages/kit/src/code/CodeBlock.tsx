import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { CheckIcon, CopyIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { themeModel } from '../theme';
import type { CodeLanguage } from './highlight';
import { highlightCode } from './lazyHighlight';
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
  className?: string;
  /** Accessible name of the code region (defaults to a string title). */
  'aria-label'?: string;
}

const COPIED_MS = 1500;

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
          {copyable && <CopyButton code={code} />}
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

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    navigator.clipboard?.writeText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      },
      () => undefined, // Clipboard refused (no permission): nothing to undo, the code can still be selected.
    );
  };
  return (
    <Button
      minimal
      icon={copied ? <CheckIcon /> : <CopyIcon />}
      text={copied ? 'Copied' : 'Copy'}
      className="tb-code__copy"
      onClick={copy}
    />
  );
}
