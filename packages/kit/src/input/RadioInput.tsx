import { clsx } from 'clsx';
import { useId, useRef, type ReactNode } from 'react';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { useFocusWithin } from './useFocusWithin';
import './RadioInput.css';

/** A choice in a RadioInput. */
export interface RadioOption<T extends string = string> {
  /** The picked value; null for none. */
  value: T;
  /** Text shown (default: the value). */
  label?: ReactNode;
  /** Greys out every choice: the value cannot be changed. */
  disabled?: boolean;
}

export interface RadioInputProps<T extends string = string> extends FocusableInputProps {
  /** The picked value; null for none. */
  value: T | null;
  /** Called with the value the user picks. */
  onChange: (value: T) => void;
  /** The choices in order: values, or options with a label and a disabled flag. */
  options: readonly (T | RadioOption<T>)[];
  /** Lays the choices out in a row (default true) or a column. */
  inline?: boolean;
  /** Greys out every choice: the value cannot be changed. */
  disabled?: boolean;
  /** Id of the input element, for a `<Label htmlFor>`. */
  id?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
}

const toOption = <T extends string>(o: T | RadioOption<T>): RadioOption<T> =>
  typeof o === 'string' ? { value: o } : o;

/** Picks one of a few values shown side by side as radio buttons; single choices can be disabled. */
export function RadioInput<T extends string = string>({
  value,
  onChange,
  options,
  inline = true,
  disabled = false,
  id,
  className,
  'aria-label': ariaLabel,
  ref,
  onFocus,
  onBlur,
}: RadioInputProps<T>) {
  const group = useId();
  const items = options.map(toOption);
  // Focus goes to the checked radio, as Tab would, or else the first one that can take it.
  const focusTarget = useRef<HTMLElement | null>(null);
  useInputHandle(ref, focusTarget);
  const focusWithin = useFocusWithin(onFocus, onBlur);
  const firstEnabled = items.find((o) => !o.disabled && !disabled);
  const target = items.find((o) => o.value === value && !o.disabled) ?? firstEnabled;

  return (
    <span
      id={id}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-disabled={disabled || undefined}
      className={clsx(
        'tb-radio',
        inline ? 'tb-radio--inline' : 'tb-radio--stacked',
        disabled && 'tb-radio--disabled',
        className,
      )}
      {...focusWithin}
    >
      {items.map((o) => {
        const off = disabled || o.disabled;
        return (
          <label key={o.value} className={clsx('tb-radio__option', off && 'tb-radio__option--disabled')}>
            <input
              ref={o === target ? (el) => void (focusTarget.current = el) : undefined}
              type="radio"
              className="tb-radio__dot"
              name={group}
              value={o.value}
              checked={o.value === value}
              disabled={off}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label ?? o.value}</span>
          </label>
        );
      })}
    </span>
  );
}
