import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyComponent, observeLayout } from '@toolbox/kit/app';

/** Paragraphs, emphasis, code and links: what a story's docs description (Storybook renders it as markdown) uses. */
const MARKDOWN_OPTIONS = { forceBlock: true, disableParsingRawHTML: true } as const;

/** The text without markdown's marks, one paragraph per blank-line-separated block. */
export function plainParagraphs(text: string): string[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/([*_])(.+?)\1/g, '$2')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .trim(),
    )
    .filter(Boolean);
}

function PlainText({ text }: { text: string }) {
  return (
    <>
      {plainParagraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

interface RenderedProps {
  text: string;
  /** Called when the markdown has replaced the plain text, so that the parent measures again. */
  onShown: () => void;
}

// The markdown renderer (6 kB compressed) is not part of the first load: until it arrives, which is about when
// the demo's own data does, the text shows as plain paragraphs.
const Rendered = lazyComponent(
  () =>
    import('markdown-to-jsx').then(({ default: Markdown }) => {
      function Rendered({ text, onShown }: RenderedProps) {
        useEffect(onShown, [onShown]);
        return <Markdown options={MARKDOWN_OPTIONS}>{text}</Markdown>;
      }
      return Rendered;
    }),
  ({ text }) => <PlainText text={text} />,
);

/**
 * A demo's description (the markdown of its story's docs), held to two lines until the reader asks for more: the demo, not its text, should fill
 * the first screen. The More button shows only when the text is really cut.
 */
export function DemoDescription({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  const [rendered, setRendered] = useState(0);
  const [onShown] = useState(() => () => setRendered((n) => n + 1));

  // Measured when the browser reports the text's size (observeLayout): it has laid the demo out by then.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    const disconnect = observeLayout(el, measure);
    if (!disconnect) measure();
    return disconnect ?? undefined;
  }, [expanded, text, rendered]);

  return (
    <div className="tb-demo-description">
      <div
        ref={ref}
        className={clsx('tb-demo-description__text', !expanded && 'tb-demo-description--clamped')}
      >
        <Rendered text={text.trim()} onShown={onShown} />
      </div>
      {(clamped || expanded) && (
        <button
          type="button"
          className="tb-demo-description__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Less' : 'More'}
        </button>
      )}
    </div>
  );
}
