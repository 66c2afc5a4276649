import type { Intent } from '@toolbox/kit/button';
import { Icon, type IconName } from '@toolbox/kit/icon';
import { alert, banner, confirm, hideBanner, message, prompt, toast } from '@toolbox/kit/popup';

export const PROMPT_MIN_LENGTH = 20;
export const PROMPT_INITIAL_VALUE = 'I must be at least 20 characters to send...';
export const TOAST_LONG_TIMEOUT = 10000;

/** The prompt's rule: required, at least 20 characters. */
export function validateMessage(value: string): string | null {
  const length = value.trim().length;
  if (length === 0) return 'This field is required.';
  if (length < PROMPT_MIN_LENGTH)
    return `Must be at least ${PROMPT_MIN_LENGTH} characters (${length} so far).`;
  return null;
}

export interface PopupDemo {
  text: string;
  intent?: Intent;
  icon?: IconName;
  run: () => unknown;
}

export interface PopupSection {
  title: string;
  icon: IconName;
  description: string;
  /** The call, shown as code. */
  code: string;
  demos: PopupDemo[];
}

const clicked = (text: string) => toast({ message: `You clicked ${text}`, intent: 'primary' });

/** The demo's buttons, by kind of popup; each opens one variant and toasts what the user chose. */
export const POPUP_SECTIONS: PopupSection[] = [
  {
    title: 'Alert',
    icon: 'info',
    description: 'A message with a single button; resolves when it closes.',
    code: 'await alert({ message })',
    demos: [
      {
        text: 'Alert',
        run: async () => {
          await alert({ message: 'This is an alert. It tells you something and waits for you to read it.' });
          clicked('OK');
        },
      },
      {
        text: 'Warning alert',
        intent: 'warning',
        run: async () => {
          await alert({
            title: 'Disk space low',
            message: 'The shared drive is 95% full. Old exports will be removed tonight.',
            intent: 'warning',
          });
          clicked('OK');
        },
      },
      {
        text: 'Alert with custom button',
        run: async () => {
          await alert({
            title: 'Welcome aboard',
            message: 'Your account is ready. Explore the demos to see what the kit can do.',
            confirmText: 'Got it',
            intent: 'success',
          });
          clicked('Got it');
        },
      },
    ],
  },
  {
    title: 'Confirm',
    icon: 'question',
    description: 'A question with OK and Cancel; resolves true or false.',
    code: 'await confirm({ message })',
    demos: [
      {
        text: 'Confirm',
        run: async () => {
          const ok = await confirm({ message: 'Do you want to continue?' });
          clicked(ok ? 'OK' : 'Cancel');
        },
      },
      {
        text: 'Danger confirm',
        intent: 'danger',
        run: async () => {
          const ok = await confirm({
            title: 'Delete records?',
            message: 'This deletes the 3 selected records. It cannot be undone.',
            confirmText: 'Delete',
            intent: 'danger',
          });
          clicked(ok ? 'Delete' : 'Cancel');
        },
      },
    ],
  },
  {
    title: 'Prompt',
    icon: 'edit',
    description: 'Asks for text, optionally validated; resolves the text, or null if cancelled.',
    code: 'await prompt({ validate })',
    demos: [
      {
        text: 'Prompt',
        run: async () => {
          const name = await prompt({
            title: 'Your name',
            message: 'What should we call you?',
            placeholder: 'Name',
          });
          toast(name == null ? 'You cancelled.' : { message: `You entered: ${name}`, intent: 'primary' });
        },
      },
      {
        text: 'Prompt with validation',
        intent: 'primary',
        run: async () => {
          const text = await prompt({
            title: 'Send a message',
            message: `Write at least ${PROMPT_MIN_LENGTH} characters. Escape and a click outside do not close this prompt.`,
            initialValue: PROMPT_INITIAL_VALUE,
            validate: validateMessage,
            dismissible: false,
            confirmText: 'Send',
          });
          toast(text == null ? 'You cancelled.' : { message: `You entered: ${text}`, intent: 'primary' });
        },
      },
    ],
  },
  {
    title: 'Message',
    icon: 'chat',
    description: 'Any message with any buttons; resolves the button clicked.',
    code: 'await message({ buttons })',
    demos: [
      {
        text: 'Message with icon',
        run: async () => {
          await message({
            title: 'Scheduled maintenance',
            icon: <Icon name="wrench" variant="fas" intent="primary" />,
            message:
              'Toolbox will be unavailable on Saturday from 06:00 to 08:00 UTC while we upgrade the servers.',
          });
          clicked('OK');
        },
      },
      {
        text: 'Message with custom buttons',
        run: async () => {
          const choice = await message({
            title: 'Unsaved changes',
            icon: <Icon name="warning" variant="fas" intent="warning" />,
            message: 'You have unsaved changes in 3 records. What would you like to do with them?',
            buttons: [
              { text: 'Discard', intent: 'danger', outlined: true },
              { text: 'Keep editing' },
              { text: 'Save', intent: 'primary', icon: <Icon name="save" /> },
            ],
          });
          toast(
            choice == null
              ? 'You dismissed the message.'
              : { message: `You clicked ${choice}`, intent: 'primary' },
          );
        },
      },
    ],
  },
  {
    title: 'Banner',
    icon: 'flag',
    description: 'A bar across the top of the app, one at a time, until closed or replaced.',
    code: 'banner({ message, intent })',
    demos: [
      {
        text: 'Banner',
        intent: 'primary',
        run: () => banner({ message: 'Markets close early today, at 13:00 EST.' }),
      },
      {
        text: 'Success banner',
        intent: 'success',
        run: () => banner({ message: 'All systems are operational.', intent: 'success' }),
      },
      {
        text: 'Warning banner with action',
        intent: 'warning',
        run: () =>
          banner({
            message: 'Your session expires in 5 minutes.',
            intent: 'warning',
            actionText: 'Stay signed in',
            onAction: () => {
              hideBanner();
              clicked('Stay signed in');
            },
          }),
      },
      {
        text: 'Danger banner',
        intent: 'danger',
        run: () => banner({ message: 'The pricing feed is down. Prices may be stale.', intent: 'danger' }),
      },
      { text: 'Hide banner', run: hideBanner },
    ],
  },
  {
    title: 'Toast',
    icon: 'bell',
    description: 'A short note that closes by itself, bottom right by default.',
    code: 'toast({ message, timeout })',
    demos: [
      { text: 'Toast', run: () => toast('This is a toast.') },
      {
        text: 'Success toast',
        intent: 'success',
        run: () => toast({ message: 'Saved.', intent: 'success' }),
      },
      {
        text: 'Warning toast',
        intent: 'warning',
        run: () => toast({ message: 'Some rows were skipped.', intent: 'warning' }),
      },
      {
        text: 'Danger toast',
        intent: 'danger',
        run: () => toast({ message: 'The export failed.', intent: 'danger' }),
      },
      {
        text: 'Toast for 10 seconds',
        run: () => toast({ message: 'I stay for 10 seconds.', timeout: TOAST_LONG_TIMEOUT }),
      },
      {
        text: 'Toast at top center',
        run: () => toast({ message: 'I show at the top.', position: 'top-center', intent: 'primary' }),
      },
      {
        text: 'Toast with icon',
        run: () =>
          toast({
            message: 'Your report is ready.',
            icon: <Icon name="file-text" variant="fas" intent="primary" />,
          }),
      },
    ],
  },
];
