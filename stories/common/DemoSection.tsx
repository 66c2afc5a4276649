import type { ReactNode } from 'react';
import './DemoSection.css';

export interface DemoSectionProps {
  /** The heading; it also names the section for assistive technology, unless `label` does. */
  title: string;
  /** A note at the right end of the heading, e.g. '7 of 8'. */
  aside?: ReactNode;
  /** The section's accessible name, when it should differ from the title. */
  label?: string;
  /** Space between the items (default 12). */
  gap?: number;
  children: ReactNode;
}

/** A titled group of a demo's fields or options: a column under a ruled heading. */
export function DemoSection({ title, aside, label, gap, children }: DemoSectionProps) {
  return (
    <section className="tb-demo-section" aria-label={label ?? title} style={gap ? { gap } : undefined}>
      <h3 className="tb-demo-section__heading">
        {title}
        {aside != null && <span className="tb-demo-section__aside">{aside}</span>}
      </h3>
      {children}
    </section>
  );
}
