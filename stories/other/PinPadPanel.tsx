import { useSnapshot } from 'valtio';
import { ArrowCounterClockwiseIcon, LockKeyIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import { PinPad } from '@toolbox/kit/pinpad';
import { MAX_ATTEMPTS, PinPadPanelModel } from './PinPadPanelModel';
import { SecretPlans } from './SecretPlans';
import './PinPadPanel.css';

/** The PIN Pad demo: a 5-digit PIN pad guarding some secret plans, with a Reset button. */
export function PinPadPanel() {
  const model = useLocalModel(() => new PinPadPanelModel());
  const { loggedIn, attempts } = useSnapshot(model);

  return (
    <Panel
      title="PIN Pad"
      icon={<LockKeyIcon />}
      width={700}
      className="tb-demo-pinpad"
      bbar={
        <Toolbar>
          <span className="tb-demo-pinpad__attempts">
            Failed attempts: {attempts} of {MAX_ATTEMPTS}
          </span>
          <Filler />
          <Button icon={<ArrowCounterClockwiseIcon />} text="Reset" onClick={() => model.reset()} />
        </Toolbar>
      }
    >
      {loggedIn ? (
        <SecretPlans />
      ) : (
        <div className="tb-demo-pinpad__stage">
          <PinPad model={model.pinPad} />
          <p className="tb-demo-pinpad__note">Type the digits or click the keys.</p>
        </div>
      )}
    </Panel>
  );
}
