import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/** The content box of an element (its border box less borders and padding), as ResizeObserver reports it. */
function contentSize(el: HTMLElement): ElementSize {
  const box = el.getBoundingClientRect();
  const cs = getComputedStyle(el);
  const px = (v: string) => parseFloat(v) || 0;
  return {
    width: Math.max(
      0,
      box.width - px(cs.paddingLeft) - px(cs.paddingRight) - px(cs.borderLeftWidth) - px(cs.borderRightWidth),
    ),
    height: Math.max(
      0,
      box.height -
        px(cs.paddingTop) -
        px(cs.paddingBottom) -
        px(cs.borderTopWidth) -
        px(cs.borderBottomWidth),
    ),
  };
}

/**
 * The size of an element's content box, following it as it resizes. The first size is read while the element
 * mounts, before the browser paints, so a chart draws in the frame it appears in (visx's useParentSize waits
 * for a ResizeObserver report and then a further animation frame, and renders three times before drawing).
 * Later changes come from a ResizeObserver: the first at once, then debounced by `debounceMs` while a resize
 * goes on.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, debounceMs = 30): ElementSize {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  const applied = useRef(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const apply = (next: ElementSize) => {
      applied.current = true;
      setSize((s) => (s.width === next.width && s.height === next.height ? s : next));
    };
    const first = contentSize(el);
    // jsdom and a hidden container measure 0 × 0: wait for the observer then.
    if (first.width > 0 || first.height > 0) apply(first);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (!rect) return;
      const next = { width: rect.width, height: rect.height };
      clearTimeout(timer);
      if (!applied.current) apply(next);
      else timer = setTimeout(() => apply(next), debounceMs);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs]);
  return size;
}
