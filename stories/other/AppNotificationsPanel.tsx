import { BellRingingIcon } from '@phosphor-icons/react';
import { enterSuspended, showUpdateBanner } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Icon, type IconName } from '@toolbox/kit/icon';
import { Panel } from '@toolbox/kit/panel';
import type { ReactNode } from 'react';
import './AppNotificationsPanel.css';

/** The version the demo pretends was just deployed. */
export const DEMO_UPDATE_VERSION = '99.0.0';

/** The App Notifications demo: the update banner and the sleep mode an idle app falls into. */
export function AppNotificationsPanel() {
  return (
    <Panel title="App Notifications" icon={<BellRingingIcon />} width={760} className="tb-demo-notifications">
      <div className="tb-demo-notifications__tiles">
        <Tile
          title="App Update"
          icon="rocket"
          code="showUpdateBanner({ appName, version })"
          action={
            <Button
              intent="primary"
              icon={<Icon name="rocket" />}
              text="Show Update Banner"
              onClick={() => showUpdateBanner({ appName: 'Toolbox', version: DEMO_UPDATE_VERSION })}
            />
          }
        >
          When a new version is deployed, the app tells its users with a banner across the top, and a Reload
          button to load it. Try it with a pretend version {DEMO_UPDATE_VERSION}.
        </Tile>
        <Tile
          title="Idle Detection"
          icon="moon"
          code="useIdleDetection({ timeoutMs: 30 * 60_000 })"
          action={
            <Button
              intent="primary"
              icon={<Icon name="moon" />}
              text="Enter Sleep Mode"
              onClick={() => enterSuspended('IDLE')}
            />
          }
        >
          After a period without mouse or keyboard activity the app puts itself to sleep: it stops loading
          data and shows a sleeping screen until the user comes back. Skip the wait and send it to sleep now.
        </Tile>
      </div>
    </Panel>
  );
}

interface TileProps {
  title: string;
  icon: IconName;
  code: string;
  action: ReactNode;
  children: ReactNode;
}

function Tile({ title, icon, code, action, children }: TileProps) {
  return (
    <Panel title={title} icon={<Icon name={icon} />} compactHeader className="tb-demo-notifications__tile">
      <div className="tb-demo-notifications__body">
        <span className="tb-demo-notifications__art" aria-hidden="true">
          <Icon name={icon} variant="fal" intent="primary" />
        </span>
        <p className="tb-demo-notifications__text">{children}</p>
        <code className="tb-demo-notifications__code">{code}</code>
        <div className="tb-demo-notifications__action">{action}</div>
      </div>
    </Panel>
  );
}
