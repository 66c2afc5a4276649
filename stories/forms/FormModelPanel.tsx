import { useSnapshot } from 'valtio';
import {
  ArrowCounterClockwiseIcon,
  CheckIcon,
  NotePencilIcon,
  WarningCircleIcon,
} from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Filler, Panel, SplitPanel, Toolbar } from '@toolbox/kit/panel';
import { OptionsPanel, optionsPanelModel } from '../common/OptionsPanel';
import { FormModelFields } from './FormModelFields';
import { FormModelOptions } from './FormModelOptions';
import { FormModelPanelModel } from './FormModelPanelModel';
import './FormModelPanel.css';

/** The FormModel demo: an employee form with validation rules of every kind, and display options. */
export function FormModelPanel() {
  const model = useLocalModel(() => new FormModelPanelModel());
  const options = useLocalModel(() => optionsPanelModel({ defaultSize: 220, resizable: false }));
  const { isDirty, isValid, shownInvalidCount, validationState } = useSnapshot(model.form);

  return (
    <Panel
      title="FormModel"
      icon={<NotePencilIcon />}
      width={870}
      height={550}
      className="tb-demo-form"
      bbar={
        <Toolbar>
          <span className="tb-demo-form__status" role="status" aria-label="Form status">
            {validationState === 'pending' || validationState === 'unknown' ? (
              'Checking...'
            ) : isValid ? (
              <>
                <CheckIcon className="tb-demo-form__ok" /> All fields valid
              </>
            ) : shownInvalidCount > 0 ? (
              // Only errors the user has seen: a fresh form does not open on a list of failures.
              <>
                <WarningCircleIcon className="tb-demo-form__bad" />
                {shownInvalidCount === 1 ? '1 field not valid' : `${shownInvalidCount} fields not valid`}
              </>
            ) : null}
            {isDirty && <span className="tb-demo-form__dirty">Unsaved changes</span>}
          </span>
          <Filler />
          <Button
            icon={<ArrowCounterClockwiseIcon />}
            text="Reset"
            disabled={!isDirty}
            onClick={() => model.form.reset()}
          />
          <Button icon={<CheckIcon />} text="Submit" intent="success" onClick={() => void model.submit()} />
        </Toolbar>
      }
    >
      <SplitPanel>
        <div className="tb-demo-form__main">
          <FormModelFields model={model} />
        </div>
        <OptionsPanel title="Display Options" model={options}>
          <FormModelOptions model={model} />
        </OptionsPanel>
      </SplitPanel>
    </Panel>
  );
}
