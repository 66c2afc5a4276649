import { AppWindowIcon } from '@phosphor-icons/react';
import { Placeholder } from '@toolbox/kit/panel';
import type { DashWidget } from './DashWidget';

/** A plain view: nothing but a message, to show how little a view needs. */
function PanelWidget() {
  return (
    <Placeholder icon={<AppWindowIcon />}>
      <p>Just a simple panel.</p>
    </Placeholder>
  );
}

export const dashWidget: DashWidget = {
  id: 'panel',
  title: 'Panel',
  icon: <AppWindowIcon />,
  content: PanelWidget,
};
