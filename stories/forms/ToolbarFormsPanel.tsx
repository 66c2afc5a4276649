import { useSnapshot } from 'valtio';
import { ArrowCounterClockwiseIcon, CheckSquareIcon, RowsIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button, ButtonGroupInput } from '@toolbox/kit/button';
import { Form, FormField } from '@toolbox/kit/form';
import { Checkbox, DateInput, NumberInput, Select, Switch, TextInput } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { BUTTON_GROUP_OPTIONS, SIZES, STATES, ToolbarFormsPanelModel } from './ToolbarFormsPanelModel';
import './ToolbarFormsPanel.css';

const IN_TOOLBAR = { inline: true, minimal: true, labelWidth: 'auto' };

/**
 * The Toolbar Forms demo: two small forms living in a panel's top and bottom toolbars. The fields that do not fit
 * a narrow panel move, one by one, into the toolbar's ⋮ menu.
 */
export function ToolbarFormsPanel() {
  const model = useLocalModel(() => new ToolbarFormsPanelModel());
  const { top, bottom } = model;
  const topState = useSnapshot(top);
  const bottomState = useSnapshot(bottom);

  return (
    <Panel
      title="Toolbar Forms"
      icon={<RowsIcon />}
      width={1100}
      height={360}
      className="tb-demo-toolbar-forms"
      tbar={
        <Toolbar aria-label="Top form" enableOverflowMenu>
          <Form model={top} fieldDefaults={IN_TOOLBAR}>
            <FormField model={top} field="text1">
              {(bind) => <TextInput {...bind} width={100} />}
            </FormField>
            <FormField model={top} field="number1">
              {(bind) => <NumberInput {...bind} allowEmpty width={64} />}
            </FormField>
            <FormField model={top} field="date1">
              {(bind) => <DateInput {...bind} width={118} />}
            </FormField>
            <FormField model={top} field="buttonGroup1" label={null}>
              {(bind) => <ButtonGroupInput {...bind} options={BUTTON_GROUP_OPTIONS} outlined />}
            </FormField>
            <FormField model={top} field="bool1">
              {(bind) => <Checkbox {...bind} />}
            </FormField>
            <FormField model={top} field="bool2">
              {(bind) => <Switch {...bind} />}
            </FormField>
          </Form>
          <Filler />
          <Button
            icon={<ArrowCounterClockwiseIcon />}
            text="Reset"
            disabled={!topState.isDirty}
            onClick={() => top.reset()}
          />
          <Button
            icon={<CheckSquareIcon />}
            text="Validate"
            intent="primary"
            onClick={() => void model.validateTop()}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Bottom form" enableOverflowMenu>
          <Form model={bottom} fieldDefaults={IN_TOOLBAR}>
            <FormField model={bottom} field="option1">
              {(bind) => <Select {...bind} options={STATES} width={150} />}
            </FormField>
            <FormField model={bottom} field="option2">
              {(bind) => (
                <Select<string> {...bind} enableMulti options={STATES} placeholder="Any state" width={260} />
              )}
            </FormField>
            <FormField model={bottom} field="option3">
              {(bind) => <Select {...bind} options={SIZES} enableClear placeholder="Any size" width={140} />}
            </FormField>
          </Form>
          <Filler />
          <ToolbarSeparator />
          <Button
            icon={<ArrowCounterClockwiseIcon />}
            text="Reset"
            disabled={!bottomState.isDirty}
            onClick={() => bottom.reset()}
          />
        </Toolbar>
      }
    >
      <div className="tb-demo-toolbar-forms__body">
        <p>
          Forms are not only for dialogs: a FormModel can drive inputs placed anywhere, such as the toolbars
          above and below this text.
        </p>
        <p>
          Each field sits inline with its label, and errors show as a red outline with the message in a
          tooltip. Validate checks the top form (Text 1 and Bool 1 are required); each form tracks its own
          changes, so its Reset button is enabled only while that form is dirty.
        </p>
      </div>
    </Panel>
  );
}
