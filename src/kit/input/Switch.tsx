import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, useRef, type ReactNode } from 'react';
import { classNames } from '../button';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import './Switch.css';

export interface SwitchProps extends FocusableInputProps {
  value: boolean;
  onChange: (value: boolean) => void;
  /** Text beside the switch; clicking it toggles the switch too. */
  label?: ReactNode;
  /** Which side of the switch the label goes (default 'right'). */
  labelSide?: 'left' | 'right';
  disabled?: boolean;
  id?: string;
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
  const labelEl =
    label != null ? (
      <label htmlFor={switchId} className="tb-switch__label">
        {label}
      </label>
    ) : null;
  return (
    <span className={classNames('tb-switch', disabled && 'tb-switch--disabled', className)}>
      {labelSide === 'left' && labelEl}
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
      {labelSide === 'right' && labelEl}
    </span>
  );
}
