import type { Decorator } from '@storybook/react-vite';
import { SuspendedOverlay } from '../../src/kit/app';
import { PopupHost, ToastHost } from '../../src/kit/popup';

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
