import type { KeyboardEvent } from 'react';
import { classNames } from '../button';
import { parseNumber } from './parseNumber';
import { useDraft } from './useDraft';
import './Input.css';

export interface NumberInputProps {
  value: number | null;
  /** Called with the new value (clamped to min/max): per keystroke with `commitOnChange`, else on blur/Enter. */
  onChange: (value: number | null) => void;
  /** Commit on every keystroke instead of on blur / Enter (default false). */
  commitOnChange?: boolean;
  min?: number;
  max?: number;
  /** Amount added or removed by the up and down arrow keys (default 1). */
  step?: number;
  /** Whether an empty input commits null (default false: it reverts). */
  allowEmpty?: boolean;
  placeholder?: string;
  width?: number | string;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-label'?: string;
}

const show = (v: number | null) => (v == null ? '' : String(v));

/** A numeric input: accepts digits, commas and a sign, clamps to min/max, steps with the arrow keys. */
export function NumberInput({
  value,
  onChange,
  commitOnChange = false,
  min,
  max,
  step = 1,
  allowEmpty = false,
  placeholder,
  width,
  disabled,
  id,
  className,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const { draft, setDraft, revert, committing } = useDraft(value, show);

  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));

  /** Commits the text if it is a number (or empty and allowed); returns whether it did. */
  const commit = (text: string, final: boolean): boolean => {
    const parsed = parseNumber(text);
    if (parsed === undefined || (parsed === null && !allowEmpty)) {
      if (final) revert();
      return false;
    }
    const next = parsed === null ? null : clamp(parsed);
    if (final) setDraft(show(next));
    if (next === value) return true;
    if (!final) committing(next);
    onChange(next);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit(draft, true);
    else if (e.key === 'Escape') revert();
    else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      const base = parseNumber(draft) ?? value ?? 0;
      commit(String(base + (e.key === 'ArrowUp' ? step : -step)), true);
    }
  };

  return (
    <span
      className={classNames('tb-input', 'tb-input--number', disabled && 'tb-input--disabled', className)}
      style={{ width }}
    >
      <input
        id={id}
        type="text"
        inputMode="decimal"
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
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
        onBlur={() => commit(draft, true)}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
