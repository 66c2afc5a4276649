import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import './TruncatedText.css';

/** How long the pointer rests on cut text before its popover opens, and lingers away before it closes. */
export const TRUNCATED_OPEN_DELAY_MS = 300;
export const TRUNCATED_CLOSE_DELAY_MS = 200;

/**
 * `text` cut to at most `maxLength` characters and an ellipsis: at the last word break when one is near the end,
 * else mid-word. Text that fits comes back as it is.
 */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, Math.max(0, maxLength - 1));
  const space = cut.lastIndexOf(' ');
  const head = space >= maxLength * 0.7 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:–-]+$/, '')}…`;
}

export interface TruncatedTextProps {
  /** The whole text; shown as it is when it fits in `maxLength`. */
  text: string;
  /** Most characters shown; longer text ends in an ellipsis and shows whole in a popover. */
  maxLength: number;
  /** Heading of the popover, e.g. the name of what the text describes. */
  title?: ReactNode;
  /** Class of the text's span, e.g. to clamp it to a number of lines. */
  className?: string;
}

/**
 * Text cut to a length, whose whole shows in a popover: on hover (it stays open while the pointer moves onto
 * it, so its text can be selected) and on click or Enter, for keyboards and touch. Text that fits is plain text.
 */
export function TruncatedText({ text, maxLength, title, className }: TruncatedTextProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  const shown = truncateText(text, maxLength);
  if (shown === text) return <span className={className}>{text}</span>;

  /** Opens or closes after a delay, for a mouse (a touch taps, which opens on click). */
  const later = (e: PointerEvent, next: boolean, ms: number) => {
    if (e.pointerType !== 'mouse') return;
    clear();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(next);
    }, ms);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        clear();
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        {/* A span, not a button: cut text flows over lines like the text around it (and a clamp can cut it). */}
        <span
          role="button"
          tabIndex={0}
          className={clsx('tb-truncated', className)}
          onPointerEnter={(e) => later(e, true, TRUNCATED_OPEN_DELAY_MS)}
          onPointerLeave={(e) => later(e, false, TRUNCATED_CLOSE_DELAY_MS)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            clear();
            setOpen((o) => !o);
          }}
        >
          {shown}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="tb-truncated__popover"
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // Opened by hover, the popover must not take the focus from where the user is.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onPointerEnter={clear}
          onPointerLeave={(e) => later(e, false, TRUNCATED_CLOSE_DELAY_MS)}
        >
          {title != null && <div className="tb-truncated__title">{title}</div>}
          <p className="tb-truncated__text">{text}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
