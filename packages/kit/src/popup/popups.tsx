import type { ReactNode } from 'react';
import { CheckCircleIcon, QuestionIcon, WarningCircleIcon, WarningIcon } from '@phosphor-icons/react';
import type { Intent } from '../button';
import { openPopup, type PopupButton } from './popupModel';

interface BaseSpec {
  title?: ReactNode;
  /** Shown left of the message; null for none. Defaults follow the intent. */
  icon?: ReactNode;
}

export interface AlertSpec extends BaseSpec {
  message: ReactNode;
  confirmText?: string;
  /** Colour of the confirm button (default primary). */
  intent?: Intent;
}

export interface ConfirmSpec extends AlertSpec {
  cancelText?: string;
}

export interface PromptSpec extends BaseSpec {
  message?: ReactNode;
  initialValue?: string;
  placeholder?: string;
  /** Returns an error message for an invalid value; while it does, the confirm button is disabled. */
  validate?: (value: string) => string | null;
  /** Whether Escape and a click on the background cancel it (default true). */
  dismissible?: boolean;
  confirmText?: string;
  cancelText?: string;
  intent?: Intent;
}

export interface MessageSpec extends BaseSpec {
  message: ReactNode;
  /** Buttons left to right; the last gets the focus. Default: a single OK. */
  buttons?: PopupButton[];
  /** Whether Escape, a click on the background and the close button dismiss it (default true). */
  dismissible?: boolean;
}

function defaultIcon(intent: Intent, fallback: ReactNode = null): ReactNode {
  switch (intent) {
    case 'success':
      return <CheckCircleIcon weight="fill" />;
    case 'warning':
      return <WarningIcon weight="fill" />;
    case 'danger':
      return <WarningCircleIcon weight="fill" />;
    default:
      return fallback;
  }
}

/** Shows a message with a single button; resolves when it is closed. */
export async function alert(spec: AlertSpec): Promise<void> {
  const intent = spec.intent ?? 'primary';
  await openPopup({
    title: spec.title ?? 'Alert',
    message: spec.message,
    icon: spec.icon !== undefined ? spec.icon : defaultIcon(intent),
    intent,
    buttons: [{ text: spec.confirmText ?? 'OK', intent }],
    primaryIndex: 0,
    dismissible: true,
  });
}

/** Asks a yes/no question; resolves true for the confirm button, false for cancel or dismissal. */
export async function confirm(spec: ConfirmSpec): Promise<boolean> {
  const intent = spec.intent ?? 'primary';
  const { button } = await openPopup({
    title: spec.title ?? 'Please confirm',
    message: spec.message,
    icon: spec.icon !== undefined ? spec.icon : defaultIcon(intent, <QuestionIcon weight="fill" />),
    intent,
    buttons: [
      { text: spec.cancelText ?? 'Cancel', value: 'cancel' },
      { text: spec.confirmText ?? 'OK', value: 'confirm', intent },
    ],
    primaryIndex: 1,
    dismissible: true,
  });
  return button?.value === 'confirm';
}

/** Asks for a line of text; resolves with it, or null when cancelled. */
export async function prompt(spec: PromptSpec): Promise<string | null> {
  const intent = spec.intent ?? 'primary';
  const { button, input } = await openPopup({
    title: spec.title ?? 'Prompt',
    message: spec.message,
    icon: spec.icon ?? null,
    intent,
    buttons: [
      { text: spec.cancelText ?? 'Cancel', value: 'cancel' },
      { text: spec.confirmText ?? 'OK', value: 'confirm', intent },
    ],
    primaryIndex: 1,
    input: {
      initialValue: spec.initialValue ?? '',
      placeholder: spec.placeholder,
      validate: spec.validate,
    },
    dismissible: spec.dismissible ?? true,
  });
  return button?.value === 'confirm' ? input : null;
}

/** Shows a message with any buttons; resolves with the clicked button's value (or text), null if dismissed. */
export async function message(spec: MessageSpec): Promise<string | null> {
  const buttons = spec.buttons?.length ? spec.buttons : [{ text: 'OK', intent: 'primary' as const }];
  const { button } = await openPopup({
    title: spec.title ?? 'Message',
    message: spec.message,
    icon: spec.icon ?? null,
    intent: 'none',
    buttons,
    primaryIndex: buttons.length - 1,
    dismissible: spec.dismissible ?? true,
  });
  return button ? (button.value ?? button.text) : null;
}
