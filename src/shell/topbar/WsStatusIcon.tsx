import { WifiHighIcon, WifiSlashIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Tooltip } from '@toolbox/kit/tooltip';
import { appModel } from '../appModel';

/** Icon only, per the spec; the label tells assistive tech and tests which state it is in, the tooltip the eye. */
export function WsStatusIcon() {
  const { connected } = useSnapshot(appModel.ws.status);
  const label = connected ? 'Websocket connected' : 'Websocket disconnected';
  return (
    <Tooltip content={label}>
      <span
        className={`tb-appbar-status ${connected ? 'is-connected' : 'is-disconnected'}`}
        role="img"
        aria-label={label}
        data-state={connected ? 'connected' : 'disconnected'}
      >
        {connected ? <WifiHighIcon weight="bold" /> : <WifiSlashIcon weight="bold" />}
      </span>
    </Tooltip>
  );
}
