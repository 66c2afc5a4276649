import { clsx } from 'clsx';
import * as Popover from '@radix-ui/react-popover';
import {
  Children,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { DotsThreeIcon, DotsThreeVerticalIcon } from '@phosphor-icons/react';
import { observeLayout } from '../app';
import { Button } from '../button';
import { SIZING_TOKENS, useSizingMode } from '../theme';
import { fittingItemCount, trimSeparators, type ToolbarItemKind } from './toolbarOverflow';
import { Filler, ToolbarSeparator } from './ToolbarParts';

interface OverflowToolbarProps {
  children?: ReactNode;
  compact?: boolean;
  vertical?: boolean;
  className: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /** Name and tooltip of the "more" button and its menu. */
  overflowLabel: string;
  /** Told the keys of the items in the menu (in order) whenever they change. */
  onOverflowChange?: (keys: string[]) => void;
}

interface Entry {
  node: ReactNode;
  key: string;
  kind: ToolbarItemKind;
  index: number;
}

const kindOfNode = (node: ReactNode): ToolbarItemKind =>
  isValidElement(node) && node.type === Filler
    ? 'filler'
    : isValidElement(node) && node.type === ToolbarSeparator
      ? 'separator'
      : 'item';
const kindOf = (entry: Entry) => entry.kind;

/** Floating layers of other libraries (a select's menu) that belong to the overflow menu's items. */
const FLOATING_SELECTOR = '.tb-select__menu-portal, [data-tb-floating]';

/**
 * A toolbar that shows the items that fit and moves the rest, in order from the end, into a "more" menu. Each
 * item's size is measured while it shows and remembered while it sits in the menu.
 */
export function OverflowToolbar({
  children,
  compact = false,
  vertical = false,
  className,
  style,
  'aria-label': ariaLabel,
  overflowLabel,
  onOverflowChange,
}: OverflowToolbarProps) {
  const entries: Entry[] = [];
  // Not Children.toArray: it rewrites keys, and the keys are what onOverflowChange reports.
  Children.forEach(children, (node) => {
    if (node == null || typeof node === 'boolean') return;
    const index = entries.length;
    const key = isValidElement(node) && node.key != null ? String(node.key) : String(index);
    entries.push({ node, index, kind: kindOfNode(node), key });
  });
  const barRef = useRef<HTMLDivElement>(null);
  const sizes = useRef<(number | undefined)[]>([]);
  const fitRef = useRef<() => void>(() => {});
  const [shownCount, setShownCount] = useState(entries.length);

  // When the items or their look change (a sizing mode sizes them anew), show them all again so each is measured
  // afresh.
  const sizingMode = useSizingMode();
  const signature = `${entries.map((e) => e.key).join(',')}|${compact}|${vertical}|${sizingMode}`;
  const [measuredFor, setMeasuredFor] = useState(signature);
  if (measuredFor !== signature) {
    setMeasuredFor(signature);
    setShownCount(entries.length);
  }

  // Observed from the first commit (a layout effect, before the fitting one below), so its first report comes
  // before the first paint.
  const observed = useRef(false);
  useLayoutEffect(() => {
    const bar = barRef.current;
    const disconnect = bar && observeLayout(bar, () => fitRef.current());
    observed.current = !!disconnect;
    return disconnect ?? undefined;
  }, []);

  const kinds = entries.map((e) => e.kind);
  // What the last fit in the layout effect was for: the items, and how many of them showed.
  const fittedFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    fitRef.current = () => {
      const bar = barRef.current;
      if (!bar) return;
      for (const el of bar.querySelectorAll<HTMLElement>(':scope > [data-tb-slot]')) {
        sizes.current[Number(el.dataset.tbSlot)] = vertical ? el.offsetHeight : el.offsetWidth;
      }
      const css = getComputedStyle(bar);
      const gap = parseFloat(vertical ? css.rowGap : css.columnGap) || 0;
      const padding = vertical
        ? parseFloat(css.paddingTop) + parseFloat(css.paddingBottom)
        : parseFloat(css.paddingLeft) + parseFloat(css.paddingRight);
      const available = (vertical ? bar.clientHeight : bar.clientWidth) - (padding || 0);
      const tokens = SIZING_TOKENS[sizingMode];
      const moreSize = compact ? tokens.controlHeightSm : tokens.controlHeight;
      setShownCount(fittingItemCount(kinds, sizes.current, available, gap, moreSize));
    };
    const fitting = `${signature}|${shownCount}`;
    if (fittedFor.current !== fitting) {
      const first = fittedFor.current === null;
      fittedFor.current = fitting;
      // The first fit waits for the browser's first report of the bar's size (above), where there is one.
      if (first && observed.current) return;
      // New items, or a new count shown: fit now, before the browser paints them.
      fitRef.current();
      return;
    }
    // A re-render that changed neither (a button enabled, a text changed): measure at the next frame, which lays
    // the page out anyway, rather than now, in the middle of a commit, which would lay out the whole page once
    // more (e.g. a grid that has just drawn new rows) before the frame does it again.
    const frame = requestAnimationFrame(() => fitRef.current());
    return () => cancelAnimationFrame(frame);
  });

  const shown = trimSeparators(entries.slice(0, shownCount), kindOf, false);
  const overflow = trimSeparators(entries.slice(shownCount), kindOf, true);

  const overflowKeys = overflow.map((e) => e.key).join('\n');
  const onOverflowChangeRef = useRef(onOverflowChange);
  useLayoutEffect(() => {
    onOverflowChangeRef.current = onOverflowChange;
  });
  useEffect(() => {
    onOverflowChangeRef.current?.(overflowKeys ? overflowKeys.split('\n') : []);
  }, [overflowKeys]);
  return (
    <div
      ref={barRef}
      role="toolbar"
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      aria-label={ariaLabel}
      className={clsx(className, 'tb-toolbar--overflow')}
      style={style}
    >
      {shown.map((e) => (
        <span
          key={e.key}
          data-tb-slot={e.index}
          className={clsx('tb-toolbar__slot', `tb-toolbar__slot--${e.kind}`)}
        >
          {e.node}
        </span>
      ))}
      {overflow.length > 0 && (
        <OverflowMenu entries={overflow} compact={compact} vertical={vertical} label={overflowLabel} />
      )}
    </div>
  );
}

function OverflowMenu({
  entries,
  compact,
  vertical,
  label,
}: {
  entries: Entry[];
  compact: boolean;
  vertical: boolean;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          minimal
          className="tb-toolbar__more"
          icon={vertical ? <DotsThreeIcon weight="bold" /> : <DotsThreeVerticalIcon weight="bold" />}
          title={label}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="tb-toolbar-overflow"
          aria-label={label}
          side={vertical ? 'right' : 'bottom'}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onInteractOutside={(e) => {
            const target = e.target;
            if (target instanceof Element && target.closest(FLOATING_SELECTOR)) e.preventDefault();
          }}
          // A followed link leads elsewhere: the menu has served its purpose (buttons and inputs keep it open).
          onClick={(e) => {
            if (e.target instanceof Element && e.target.closest('a[href]')) setOpen(false);
          }}
        >
          <div
            role="toolbar"
            aria-orientation="vertical"
            aria-label={label}
            className={clsx(
              'tb-toolbar',
              'tb-toolbar--vertical',
              'tb-toolbar-overflow__bar',
              compact && 'tb-toolbar--compact',
            )}
          >
            {entries.map((e) => (
              <span key={e.key} className={clsx('tb-toolbar__slot', `tb-toolbar__slot--${e.kind}`)}>
                {e.node}
              </span>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
