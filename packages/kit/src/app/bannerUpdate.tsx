import { RocketLaunchIcon } from '@phosphor-icons/react';
import { banner } from '../popup';

export interface UpdateBannerOptions {
  /** The app's name, e.g. 'Toolbox'. */
  appName: string;
  /** The new version available on the server. */
  version: string;
  /** What the Reload button does (default: reload the page). */
  onReload?: () => void;
}

/** The text of the update banner. */
export function updateBannerMessage(appName: string, version: string): string {
  return `A new version of ${appName} is available! Version ${version} is ready to load.`;
}

/** Shows the banner telling the user a new version is available, with a Reload button. */
export function showUpdateBanner({ appName, version, onReload }: UpdateBannerOptions): void {
  banner({
    message: updateBannerMessage(appName, version),
    intent: 'primary',
    icon: <RocketLaunchIcon weight="fill" />,
    actionText: 'Reload',
    onAction: onReload ?? (() => window.location.reload()),
  });
}
