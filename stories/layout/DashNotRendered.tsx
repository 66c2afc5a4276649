import { EyeSlashIcon } from '@phosphor-icons/react';
import { Placeholder } from '@toolbox/kit/panel';

/** What the dashboard demos show while "Render dashboard" is off. */
export function DashNotRendered() {
  return (
    <Placeholder icon={<EyeSlashIcon />}>
      <p>
        The dashboard is not rendered now and has been unmounted. When rendered again, its previous state will
        be restored.
      </p>
    </Placeholder>
  );
}
