import type { CSSProperties, ReactElement, ReactNode } from 'react';

/** A piece of formatted output: plain text, or text in a span with a class (a units label, a hidden spacer). */
export type FormatPart = string | { text: string; className: string };

/** What goes on the span that wraps a formatted value. */
export interface FormatWrap {
  className?: string;
  style?: CSSProperties;
  title?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put inside HTML markup or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function cssText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, v]) => v != null && v !== '')
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(v)}`)
    .join(';');
}

/** The parts as plain text (classes dropped). A loop, not map and join: every grid cell's number comes here. */
export function partsToText(parts: readonly FormatPart[]): string {
  let text = '';
  for (const p of parts) text += typeof p === 'string' ? p : p.text;
  return text;
}

/** The parts as an HTML string, wrapped in a span when the wrap has anything to say. */
export function partsToHtml(parts: readonly FormatPart[], wrap: FormatWrap = {}): string {
  const inner = parts
    .map((p) =>
      typeof p === 'string'
        ? escapeHtml(p)
        : `<span class="${escapeHtml(p.className)}">${escapeHtml(p.text)}</span>`,
    )
    .join('');
  const attrs = [
    wrap.className ? ` class="${escapeHtml(wrap.className)}"` : '',
    wrap.style && cssText(wrap.style) ? ` style="${escapeHtml(cssText(wrap.style))}"` : '',
    wrap.title ? ` title="${escapeHtml(wrap.title)}"` : '',
  ].join('');
  return attrs ? `<span${attrs}>${inner}</span>` : inner;
}

/** The parts as a React span. */
export function partsToElement(parts: readonly FormatPart[], wrap: FormatWrap = {}): ReactElement {
  const children: ReactNode[] = parts.map((p, i) =>
    typeof p === 'string' ? (
      p
    ) : (
      <span key={i} className={p.className}>
        {p.text}
      </span>
    ),
  );
  return (
    <span className={wrap.className || undefined} style={wrap.style} title={wrap.title}>
      {children}
    </span>
  );
}

/** A display value (nullDisplay, zeroDisplay) as HTML: text is escaped, anything else shows as nothing. */
export function displayToHtml(display: ReactNode): string {
  return typeof display === 'string' || typeof display === 'number' ? escapeHtml(String(display)) : '';
}
