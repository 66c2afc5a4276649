export interface TabContainerSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch with its label, for the demo's toolbars (a checkbox with the switch role underneath). */
export function TabContainerSwitch({ label, checked, onChange, disabled }: TabContainerSwitchProps) {
  return (
    <label className="tb-demo-switch">
      <input
        type="checkbox"
        role="switch"
        className="tb-demo-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="tb-demo-switch__track" aria-hidden="true">
        <span className="tb-demo-switch__thumb" />
      </span>
      <span className="tb-demo-switch__label">{label}</span>
    </label>
  );
}
