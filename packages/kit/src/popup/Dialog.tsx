import { clsx } from 'clsx';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { XIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { ModalOverlay } from './ModalOverlay';
import './Popup.css';

/** Portaled parts of inputs inside a dialog (a select's menu) that count as inside it. */
const IN_DIALOG_PORTALS = '.tb-select__menu-portal';

export interface DialogProps {
  /** Whether it shows: the dialog is controlled, its owner keeps this in state. */
  open: boolean;
  /** Called with false when the user dismisses it (Escape, a click outside, a close button). */
  onOpenChange: (open: boolean) => void;
  /** Heading in the title bar; also the dialog's accessible name. */
  title: ReactNode;
  /** The body, which scrolls when taller than the window allows. */
  children: ReactNode;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  /** Width in pixels (default the popups' 440), never wider than the window. */
  width?: number;
  /** Whether Escape, a click outside and a close button dismiss it (default true). */
  dismissible?: boolean;
  /** Id of the element that describes the dialog, for assistive tech. */
  describedBy?: string;
  /** Class of the dialog's box, for its size or look. */
  className?: string;
  /** Class of the body, e.g. to drop its padding for a grid that fills it. */
  bodyClassName?: string;
}

/**
 * A modal dialog in the look of the kit's alert / confirm / prompt: title bar with a close button, a scrolling
 * body and a footer of buttons. Declarative (open / onOpenChange), for dialogs a panel owns.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  width,
  dismissible = true,
  describedBy,
  className,
  bodyClassName,
}: DialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  // A select's menu is portaled to <body>, outside the dialog: a click in it is not a click outside.
  const blockOutside = (e: Event) => {
    if (!dismissible || (e.target instanceof Element && e.target.closest(IN_DIALOG_PORTALS)))
      e.preventDefault();
  };
  // Radix gives the focus back to its own Trigger on close; this dialog is opened by the app's own controls, so
  // it remembers what had the focus as it opened and gives it back, or the keyboard would start over at <body>.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const rememberOpener = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const restoreFocus = (e: Event) => {
    const el = opener.current;
    opener.current = null;
    if (!el?.isConnected) return;
    // Where the app itself put the focus as the dialog closed, it stays.
    const active = document.activeElement;
    if (active && active !== document.body && !content.current?.contains(active)) return;
    e.preventDefault();
    el.focus();
  };
  const style: CSSProperties | undefined = width
    ? { width: `min(${width}px, calc(100vw - 32px))` }
    : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <ModalOverlay />
        <RadixDialog.Content
          ref={content}
          // Not 'tb-dialog': the /app shell styles its own dialogs with that class (z-index 41, under this overlay).
          className={clsx('tb-popup', 'tb-popup--dialog', className)}
          style={style}
          aria-describedby={describedBy}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={blockOutside}
          onInteractOutside={blockOutside}
        >
          <header className="tb-popup__header">
            <RadixDialog.Title className="tb-popup__title">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close asChild>
                <Button minimal icon={<XIcon />} title="Close dialog" className="tb-popup__close" />
              </RadixDialog.Close>
            )}
          </header>
          <div className={clsx('tb-dialog__body', bodyClassName)}>{children}</div>
          {footer != null && <footer className="tb-popup__footer tb-dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button so that clicking it closes the dialog it is in. */
export function DialogClose({
  children,
}: {
  /** The button (one element, which takes a ref) that closes the dialog when clicked. */
  children: ReactNode;
}) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
