import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { XIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { ModalOverlay } from './ModalOverlay';
import './Popup.css';

/** Portaled parts of inputs inside a dialog (a select's menu) that count as inside it. */
const IN_DIALOG_PORTALS = '.tb-select__menu-portal';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  /** Width in pixels (default the popups' 440), never wider than the window. */
  width?: number;
  /** Whether Escape, a click outside and a close button dismiss it (default true). */
  dismissible?: boolean;
  /** Id of the element that describes the dialog, for assistive tech. */
  describedBy?: string;
  className?: string;
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
  const style: CSSProperties | undefined = width
    ? { width: `min(${width}px, calc(100vw - 32px))` }
    : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <ModalOverlay />
        <RadixDialog.Content
          // Not 'tb-dialog': the /app shell styles its own dialogs with that class (z-index 41, under this overlay).
          className={clsx('tb-popup', 'tb-popup--dialog', className)}
          style={style}
          aria-describedby={describedBy}
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
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
