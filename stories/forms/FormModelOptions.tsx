import { useSnapshot } from 'valtio';
import { Switch } from '@toolbox/kit/input';
import type { DisplayOptions, FormModelPanelModel } from './FormModelPanelModel';

const SWITCHES: { key: keyof DisplayOptions; label: string; hint: string }[] = [
  { key: 'readonly', label: 'Read-only', hint: 'Values as text; empty ones show N/A.' },
  { key: 'disabled', label: 'Disabled', hint: 'Every input disabled.' },
  { key: 'inline', label: 'Inline labels', hint: 'Labels beside the inputs.' },
  { key: 'minimal', label: 'Minimal validation', hint: 'Errors as an outline and a tooltip.' },
  { key: 'commitOnChange', label: 'Commit on change', hint: 'Values commit on each keystroke.' },
];

/** The switches of the Display Options side panel. */
export function FormModelOptions({ model }: { model: FormModelPanelModel }) {
  const { options } = useSnapshot(model);
  return (
    <div className="tb-demo-form__options">
      {SWITCHES.map(({ key, label, hint }) => (
        <div key={key} className="tb-demo-form__option">
          <Switch label={label} value={options[key]} onChange={(v) => model.setOption(key, v)} />
          <span className="tb-demo-form__hint">{hint}</span>
        </div>
      ))}
    </div>
  );
}
