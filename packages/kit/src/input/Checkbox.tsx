import { useId, useRef, type ReactNode } from 'react';
import { LabeledControl } from './LabeledControl';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import './Checkbox.css';

export interface CheckboxProps extends FocusableInputProps {
  /** Checked, unchecked, or null for neither (shown as a dash). */
  value: boolean | null;
  /** Called with the new state when the user clicks the box or its label, or presses Space. */
  onChange: (value: boolean) => void;
  /** Text beside the box; clicking it toggles the box too. */
  label?: ReactNode;
  /** Which side of the box the label goes (default 'right'). */
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

/** A checkbox with an optional label (a native checkbox, drawn in the kit's style). */
export function Checkbox({
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
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = useRef<HTMLInputElement>(null);
  useInputHandle(ref, box);
  return (
    <LabeledControl
      block="tb-checkbox"
      controlId={boxId}
      label={label}
      labelSide={labelSide}
      disabled={disabled}
      className={className}
    >
      <input
        ref={(el) => {
          box.current = el;
          if (el) el.indeterminate = value == null;
        }}
        id={boxId}
        type="checkbox"
        className="tb-checkbox__box"
        checked={value === true}
        disabled={disabled}
        aria-label={label == null ? ariaLabel : undefined}
        onChange={(e) => onChange(e.target.checked)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </LabeledControl>
  );
}
