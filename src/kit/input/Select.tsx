import { useId } from 'react';
import ReactSelect, { type SingleValue } from 'react-select';
import { classNames } from '../button';
import './Select.css';

export type SelectValue = string | number;

/** A choice in a Select: its value and the label shown for it. */
export interface SelectOption<T extends SelectValue = string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends SelectValue = string> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** The choices: plain values (shown as they are) or `{value, label}` objects. */
  options: readonly (T | SelectOption<T>)[];
  placeholder?: string;
  /** Shows a button that clears the value to null (default false). */
  enableClear?: boolean;
  /** Lets the user type to filter the options (default true). */
  enableFilter?: boolean;
  /** Shown in the menu when no option matches what was typed. */
  noOptionsText?: string;
  width?: number | string;
  disabled?: boolean;
  /** Id of the input, for a `<Label htmlFor>`. */
  id?: string;
  className?: string;
  'aria-label'?: string;
}

function toOption<T extends SelectValue>(o: T | SelectOption<T>): SelectOption<T> {
  return typeof o === 'object' ? o : { value: o, label: String(o) };
}

/**
 * A dropdown to pick one value (react-select, styled by the kit's theme). Type to filter; the menu renders above
 * everything, so it is not clipped by toolbars or scrolling panels.
 */
export function Select<T extends SelectValue = string>({
  value,
  onChange,
  options,
  placeholder = 'Select...',
  enableClear = false,
  enableFilter = true,
  noOptionsText = 'No matches.',
  width = 180,
  disabled = false,
  id,
  className,
  'aria-label': ariaLabel,
}: SelectProps<T>) {
  const autoId = useId();
  const opts = options.map(toOption);
  const selected = value == null ? null : (opts.find((o) => o.value === value) ?? toOption(value));
  return (
    <span className={classNames('tb-select', disabled && 'tb-select--disabled', className)} style={{ width }}>
      <ReactSelect<SelectOption<T>, false>
        instanceId={autoId}
        inputId={id}
        unstyled
        classNamePrefix="tb-select"
        options={opts}
        value={selected}
        onChange={(o: SingleValue<SelectOption<T>>) => onChange(o ? o.value : null)}
        placeholder={placeholder}
        isClearable={enableClear}
        isSearchable={enableFilter}
        isDisabled={disabled}
        noOptionsMessage={() => noOptionsText}
        aria-label={ariaLabel}
        menuPortalTarget={typeof document === 'undefined' ? null : document.body}
        menuPlacement="auto"
        styles={{ menuPortal: (base) => ({ ...base, zIndex: 1000 }) }}
      />
    </span>
  );
}
