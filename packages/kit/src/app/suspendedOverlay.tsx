import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowClockwiseIcon, MoonStarsIcon, PauseCircleIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { useSingleHost } from '../popup';
import { resumeApp, suspendModel, type SuspendReason } from './suspendModel';
import './suspendedOverlay.css';

export interface SuspendedOverlayProps {
  /** Named in the title, e.g. 'Toolbox is sleeping...' (default 'This app'). */
  appName?: string;
}

interface OverlayText {
  title: string;
  message: string;
  button: string;
}

function textFor(reason: SuspendReason | null, appName: string, reload: boolean): OverlayText {
  if (reason === 'IDLE') {
    return {
      title: `${appName} is sleeping...`,
      message:
        'It was put to sleep after a period of inactivity, to save resources on your machine and on our ' +
        'servers. Wake it up to pick up where you left off.',
      button: reload ? 'Reload' : "I'm back!",
    };
  }
  return {
    title: `${appName} is paused`,
    message: 'It has been suspended and stopped loading data.',
    button: reload ? 'Reload' : 'Resume',
  };
}

/**
 * Covers the app while it is suspended (see enterSuspended), with a button to wake it. Mount once near the
 * root of the app; extra instances render nothing.
 */
export function SuspendedOverlay({ appName = 'This app' }: SuspendedOverlayProps) {
  const active = useSingleHost('suspended');
  const { suspended, reason, message, reloadOnResume } = useSnapshot(suspendModel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!active || !suspended) return null;
  const text = textFor(reason, appName, reloadOnResume);
  const Glyph = reason === 'IDLE' ? MoonStarsIcon : PauseCircleIcon;
  const keep = (e: Event) => e.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="tb-suspended" />
        <Dialog.Content
          className="tb-suspended__card"
          data-reason={reason}
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            buttonRef.current?.focus();
          }}
        >
          <span className="tb-suspended__icon" aria-hidden="true">
            <Glyph weight="duotone" />
          </span>
          <Dialog.Title className="tb-suspended__title">{text.title}</Dialog.Title>
          <Dialog.Description className="tb-suspended__message">{message ?? text.message}</Dialog.Description>
          <Button
            ref={buttonRef}
            intent="primary"
            className="tb-suspended__button"
            icon={reloadOnResume ? <ArrowClockwiseIcon /> : undefined}
            text={text.button}
            onClick={resumeApp}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
