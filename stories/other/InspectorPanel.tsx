import { useSnapshot } from 'valtio';
import {
  ArrowCounterClockwiseIcon,
  MagnifyingGlassIcon,
  MinusIcon,
  PlusIcon,
  PowerIcon,
} from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button, ButtonGroupInput } from '@toolbox/kit/button';
import { InspectorHost, inspectorModel, useRegisteredModel } from '@toolbox/kit/inspector';
import { Label } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import { InspectorPanelModel, STEPS } from './InspectorPanelModel';
import './InspectorPanel.css';

/** The Inspector demo: a button toggles the developer Inspector, which shows this demo's counter model live. */
export function InspectorPanel() {
  const model = useLocalModel(() => new InspectorPanelModel());
  useRegisteredModel('InspectorPanelModel', model);
  const { count, step } = useSnapshot(model);
  const { active } = useSnapshot(inspectorModel);

  return (
    <>
      <Panel
        title="Inspector"
        icon={<MagnifyingGlassIcon />}
        width={700}
        className="tb-demo-inspector"
        tbar={
          <Toolbar>
            <Button
              icon={<PowerIcon />}
              text={active ? 'Deactivate' : 'Activate'}
              intent={active ? 'danger' : 'primary'}
              outlined={active}
              onClick={() => inspectorModel.toggle()}
            />
            <Filler />
            <span className="tb-demo-inspector__state">Inspector is {active ? 'on' : 'off'}</span>
          </Toolbar>
        }
        bbar={
          <Toolbar>
            <Label>Step:</Label>
            <ButtonGroupInput
              aria-label="Step"
              value={step}
              onChange={(v) => v && model.setStep(v)}
              options={STEPS}
            />
            <Filler />
            <Button icon={<ArrowCounterClockwiseIcon />} text="Reset" onClick={() => model.reset()} />
          </Toolbar>
        }
      >
        <div className="tb-demo-inspector__body">
          <p className="tb-demo-inspector__intro">
            The Inspector is a developer tool that lists the app&rsquo;s registered models and shows their
            state live. Activate it, then change the counter: its <code>InspectorPanelModel</code> updates in
            the Inspector as you click. Other demos register their models too (PIN Pad, Clock, ErrorMessage).
          </p>
          <div className="tb-demo-inspector__counter" role="group" aria-label="Counter">
            <Button icon={<MinusIcon />} title="Decrement" onClick={() => model.decrement()} />
            <output className="tb-demo-inspector__count" aria-label="Count">
              {count}
            </output>
            <Button icon={<PlusIcon />} text="Increment" intent="primary" onClick={() => model.increment()} />
          </div>
        </div>
      </Panel>
      <InspectorHost />
    </>
  );
}
