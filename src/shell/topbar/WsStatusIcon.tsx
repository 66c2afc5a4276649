import { WifiHigh, WifiSlash } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { appModel } from '../appModel';

/** Icon only, per the spec; the label tells assistive tech and tests which state it is in. */
export function WsStatusIcon() {
  const { connected } = useSnapshot(appModel.ws.status);
  const label = connected ? 'Websocket connected' : 'Websocket disconnected';
  return (
    <span
      className={`tb-appbar-status ${connected ? 'is-connected' : 'is-disconnected'}`}
      role="img"
      aria-label={label}
      title={label}
      data-state={connected ? 'connected' : 'disconnected'}
    >
      {connected ? <WifiHigh size={18} weight="bold" /> : <WifiSlash size={18} weight="bold" />}
    </span>
  );
}
