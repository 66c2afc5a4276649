import type { Decorator } from '@storybook/react-vite';
import { SuspendedOverlay } from '@toolbox/kit/app';
import { PopupHost, ToastHost } from '@toolbox/kit/popup';

/**
 * Mounts the popup, toast and suspended-overlay hosts for the demos that use them. Inside the /app shell, which
 * mounts its own, these render nothing.
 */
export const withPopupHosts: Decorator = (Story) => (
  <>
    <Story />
    <PopupHost />
    <ToastHost />
    <SuspendedOverlay appName="Toolbox" />
  </>
);
