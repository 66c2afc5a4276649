import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, useRef, type ReactNode } from 'react';
import { LabeledControl } from './LabeledControl';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import './Switch.css';

export interface SwitchProps extends FocusableInputProps {
  /** On (true) or off (false). */
  value: boolean;
  /** Called with the new state when the user clicks the switch or its label, or presses Space. */
  onChange: (value: boolean) => void;
  /** Text beside the switch; clicking it toggles the switch too. */
  label?: ReactNode;
  /** Which side of the switch the label goes (default 'right'). */
  labelSide?: 'left' | 'right';
  /** Greyed out: it takes no input and the keyboard passes it by. */
  disabled?: boolean;
  /** Id of the input element, for a `<Label htmlFor>`. */
  id?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name when there is no label. */
  'aria-label'?: string;
}

/** An on/off switch with an optional label (Radix Switch: a button with role "switch"). */
export function Switch({
  value,
  onChange,
  label,
  labelSide = 'right',
  disabled = false,
  id,
  className,
  'aria-label': ariaLabel,
  ref,
  onFocus,
  onBlur,
}: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const track = useRef<HTMLButtonElement>(null);
  useInputHandle(ref, track);
  return (
    <LabeledControl
      block="tb-switch"
      controlId={switchId}
      label={label}
      labelSide={labelSide}
      disabled={disabled}
      className={className}
    >
      <RadixSwitch.Root
        ref={track}
        id={switchId}
        className="tb-switch__track"
        checked={value}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-label={label == null ? ariaLabel : undefined}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <RadixSwitch.Thumb className="tb-switch__thumb" />
      </RadixSwitch.Root>
    </LabeledControl>
  );
}
