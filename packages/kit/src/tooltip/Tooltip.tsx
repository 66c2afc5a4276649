import * as RadixTooltip from '@radix-ui/react-tooltip';
import {
  createContext,
  useContext,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lastInputWasKeyboard } from './inputModality';
import './Tooltip.css';

/** How long the pointer rests on an element before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 500;

/** Whether a TooltipProvider is above: then tooltips share its timing instead of bringing their own. */
const ProvidedContext = createContext(false);

export interface TooltipProviderProps {
  /** The part of the app whose tooltips share the timing. */
  children?: ReactNode;
  /** Milliseconds the pointer rests before a tooltip shows (default TOOLTIP_DELAY_MS). */
  delay?: number;
}

/**
 * Shares tooltip timing across an app: once one tooltip has shown, moving to the next element shows its tooltip
 * at once (as along a toolbar). Optional: a Tooltip without a provider above brings its own. A tooltip is a label,
 * not a popover: it closes as soon as the pointer leaves its element (the pointer never rests on it).
 */
export function TooltipProvider({ children, delay = TOOLTIP_DELAY_MS }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delay} skipDelayDuration={300} disableHoverableContent>
      <ProvidedContext.Provider value={true}>{children}</ProvidedContext.Provider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** What the tooltip says; nothing (null, '') shows no tooltip. */
  content: ReactNode;
  /** The one element the tooltip describes; it must take a ref and pointer / focus handlers (a button, a link). */
  children: ReactElement;
  /** Which side of the element it shows on (default bottom); it flips when there is no room there. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** How it lines up with the element along that side (default center). */
  align?: 'start' | 'center' | 'end';
}

/**
 * Focus opens the tooltip only when the user moved it with the keyboard: focus that a click or a script moved
 * (a dialog focusing its first button) shows nothing, so that Escape still reaches the dialog.
 */
function keyboardFocusOnly(e: FocusEvent) {
  // Radix skips its own focus handling for an event whose default was prevented.
  if (!lastInputWasKeyboard()) e.preventDefault();
}

/**
 * A real tooltip (Radix): shows after a short rest of the pointer or when the keyboard moves the focus onto the
 * element, hides on Escape, click or leaving, and describes the element to assistive tech (aria-describedby). It
 * does not name the element: an icon-only button still needs its aria-label.
 *
 * The element keeps its place in the React tree whether or not there is something to say, so a tooltip that
 * comes and goes (e.g. only while a button is disabled) never remounts the element it describes.
 */
export function Tooltip({ content, children, side = 'bottom', align = 'center' }: TooltipProps) {
  const provided = useContext(ProvidedContext);
  const [open, setOpen] = useState(false);
  const empty = content == null || content === '' || content === false;
  const tooltip = (
    <RadixTooltip.Root open={open && !empty} onOpenChange={setOpen}>
      <RadixTooltip.Trigger asChild onFocus={keyboardFocusOnly}>
        {children}
      </RadixTooltip.Trigger>
      {!empty && (
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className="tb-tooltip"
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      )}
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
