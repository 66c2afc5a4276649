import { clsx } from 'clsx';
import Markdown from 'markdown-to-jsx';
import { useLayoutEffect, useRef, useState } from 'react';

/** Paragraphs, emphasis, code and links: what a story's docs description (Storybook renders it as markdown) uses. */
const MARKDOWN_OPTIONS = { forceBlock: true, disableParsingRawHTML: true } as const;

/**
 * A demo's description (the markdown of its story's docs), held to two lines until the reader asks for more: the demo, not its text, should fill
 * the first screen. The More button shows only when the text is really cut.
 */
export function DemoDescription({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <div className="tb-demo-description">
      <div
        ref={ref}
        className={clsx('tb-demo-description__text', !expanded && 'tb-demo-description--clamped')}
      >
        <Markdown options={MARKDOWN_OPTIONS}>{text.trim()}</Markdown>
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
