import { useSnapshot } from 'valtio';
import { CrosshairIcon, TextboxIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Form } from '@toolbox/kit/form';
import { Switch } from '@toolbox/kit/input';
import { Filler, MenuButton, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { HoistInputsColumns } from './HoistInputsColumns';
import { HoistInputsPanelModel } from './HoistInputsPanelModel';
import './HoistInputsPanel.css';

/**
 * Runs `fn` once a closing menu has handed the focus back to its button (which it does a moment after the
 * click), so the focus set by `fn` is not taken back.
 */
function afterMenuCloses(fn: () => void): void {
  const done = () => {
    document.removeEventListener('focusin', onFocusIn);
    clearTimeout(fallback);
    fn();
  };
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof HTMLElement && e.target.getAttribute('aria-haspopup') === 'menu') done();
  };
  const fallback = setTimeout(done, 250);
  document.addEventListener('focusin', onFocusIn);
}

/** The Hoist Inputs demo: every kit input bound to one form, each with its live value. */
export function HoistInputsPanel() {
  const model = useLocalModel(() => new HoistInputsPanelModel());
  const { form } = model;
  const { focusedField, readonly, disabled, fieldNames } = useSnapshot(form);
  const { commitOnChange } = useSnapshot(model);

  return (
    <Panel
      title="Hoist Inputs"
      icon={<TextboxIcon />}
      width={1180}
      height={680}
      className="tb-demo-inputs"
      bbar={
        <Toolbar>
          <span className="tb-demo-inputs__focus" role="status" aria-label="Focused field">
            <CrosshairIcon aria-hidden />
            Focused: <strong>{focusedField ?? 'none'}</strong>
          </span>
          <MenuButton
            text="Set Focus"
            minimal
            items={fieldNames.map((name) => ({
              text: name,
              onClick: () => afterMenuCloses(() => form.focus(name)),
            }))}
          />
          <Filler />
          <Switch label="Read-only" value={readonly} onChange={(v) => form.setReadonly(v)} />
          <ToolbarSeparator />
          <Switch label="Disabled" value={disabled} onChange={(v) => form.setDisabled(v)} />
          <ToolbarSeparator />
          <Switch
            label="Commit on change"
            value={commitOnChange}
            onChange={(v) => model.setCommitOnChange(v)}
          />
        </Toolbar>
      }
    >
      <div className="tb-demo-inputs__body">
        <Form model={form} aria-label="Inputs" fieldDefaults={{ commitOnChange }}>
          <HoistInputsColumns form={form} />
        </Form>
      </div>
    </Panel>
  );
}
