import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { parseNumber } from './parseNumber';
import { useDraft } from './useDraft';
import './Input.css';

export interface NumberInputProps extends FocusableInputProps {
  /** The number; null when empty. */
  value: number | null;
  /** Called with the new value (clamped to min/max): per keystroke with `commitOnChange`, else on blur/Enter. */
  onChange: (value: number | null) => void;
  /** Commit on every keystroke instead of on blur / Enter (default false). */
  commitOnChange?: boolean;
  /** Smallest value: a smaller one typed is raised to it. */
  min?: number;
  /** Largest value: a larger one typed is lowered to it. */
  max?: number;
  /** Amount added or removed by the up and down arrow keys, in shown units (default 1). */
  step?: number;
  /** Amount for Shift + arrow keys, and Page Up / Page Down (default 10 steps). */
  majorStep?: number;
  /** Amount for Alt + arrow keys (default a tenth of a step). */
  minorStep?: number;
  /** Shows the value multiplied by this, e.g. 100 to show 0.25 as 25 (typed numbers are divided back). */
  scaleFactor?: number;
  /** A unit shown after the number, e.g. '%'. */
  valueLabel?: string;
  /** Shows thousands separators (default false). */
  displayWithCommas?: boolean;
  /** Whether an empty input commits null (default false: it reverts). */
  allowEmpty?: boolean;
  /** Shown greyed in the input while it is empty. */
  placeholder?: string;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Greyed out: it takes no input and the keyboard passes it by. */
  disabled?: boolean;
  /** Id of the input element, for a `<Label htmlFor>`. */
  id?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
  /** Tells assistive technology that the value is invalid. */
  'aria-invalid'?: boolean;
  /** Id of the element that describes it, such as its validation message. */
  'aria-describedby'?: string;
}

// Scaling by a power of ten leaves float noise (0.07 * 100 = 7.000000000000001): round it off.
const clean = (n: number) => Number(n.toPrecision(12));

/**
 * A numeric input: accepts digits, commas and a sign, clamps to min/max, steps with the arrow keys (Shift for a
 * major step, Alt for a minor one). With a scale factor and value label it can show a fraction as a percentage.
 */
export function NumberInput({
  value,
  onChange,
  commitOnChange = false,
  min,
  max,
  step = 1,
  majorStep = step * 10,
  minorStep = step / 10,
  scaleFactor = 1,
  valueLabel,
  displayWithCommas = false,
  allowEmpty = false,
  placeholder,
  width,
  disabled,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ref,
  onFocus,
  onBlur,
}: NumberInputProps) {
  const show = (v: number | null) => {
    if (v == null) return '';
    const shown = clean(v * scaleFactor);
    return displayWithCommas ? shown.toLocaleString('en-US', { maximumFractionDigits: 12 }) : String(shown);
  };
  const { draft, setDraft, revert, committing } = useDraft(value, show);
  const field = useRef<HTMLInputElement>(null);
  useInputHandle(ref, field);

  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));

  /** Commits the text if it is a number (or empty and allowed); returns whether it did. */
  const commit = (text: string, final: boolean): boolean => {
    const parsed = parseNumber(text);
    if (parsed === undefined || (parsed === null && !allowEmpty)) {
      if (final) revert();
      return false;
    }
    const next = parsed === null ? null : clamp(clean(parsed / scaleFactor));
    if (final) setDraft(show(next));
    if (next === value) return true;
    if (!final) committing(next);
    onChange(next);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const up = e.key === 'ArrowUp' || e.key === 'PageUp';
    const down = e.key === 'ArrowDown' || e.key === 'PageDown';
    if (e.key === 'Enter') commit(draft, true);
    else if (e.key === 'Escape') revert();
    else if (up || down) {
      e.preventDefault();
      const amount = e.key.startsWith('Page') || e.shiftKey ? majorStep : e.altKey ? minorStep : step;
      const base = parseNumber(draft) ?? (value == null ? 0 : clean(value * scaleFactor));
      commit(String(clean(base + (up ? amount : -amount))), true);
    }
  };

  return (
    <span
      className={clsx('tb-input', 'tb-input--number', disabled && 'tb-input--disabled', className)}
      style={{ width }}
    >
      <input
        ref={field}
        id={id}
        type="text"
        inputMode="decimal"
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueLabel && value != null ? `${show(value)}${valueLabel}` : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        className="tb-input__field"
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={ariaLabel}
        autoComplete="off"
        onChange={(e) => {
          setDraft(e.target.value);
          if (commitOnChange) commit(e.target.value, false);
        }}
        onFocus={onFocus}
        onBlur={() => {
          commit(draft, true);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {valueLabel != null && (
        <span className="tb-input__unit" aria-hidden>
          {valueLabel}
        </span>
      )}
    </span>
  );
}
