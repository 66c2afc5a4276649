import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A demo's description, held to two lines until the reader asks for more: the demo, not its text, should fill
 * the first screen. The More button shows only when the text is really cut.
 */
export function DemoDescription({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
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
      <p ref={ref} className={expanded ? undefined : 'tb-demo-description--clamped'}>
        {text}
      </p>
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
