import type { KeyboardEvent, ReactNode } from 'react';
import { classNames } from '../button';
import { useDraft } from './useDraft';
import './Input.css';

export interface TextInputProps {
  value: string;
  /** Called with the new value: on each keystroke with `commitOnChange`, else on blur or Enter. */
  onChange: (value: string) => void;
  /** Commit on every keystroke instead of on blur / Enter (default false). */
  commitOnChange?: boolean;
  placeholder?: string;
  width?: number | string;
  disabled?: boolean;
  /** Icon shown inside the input, on the left. */
  leftIcon?: ReactNode;
  id?: string;
  className?: string;
  'aria-label'?: string;
}

/** A single-line text input. Escape reverts uncommitted edits. */
export function TextInput({
  value,
  onChange,
  commitOnChange = false,
  placeholder,
  width,
  disabled,
  leftIcon,
  id,
  className,
  'aria-label': ariaLabel,
}: TextInputProps) {
  const { draft, setDraft, revert, committing } = useDraft(value, (v) => v);

  const commit = (text: string) => {
    if (text === value) return;
    committing(text);
    onChange(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit(draft);
    if (e.key === 'Escape') revert();
  };

  return (
    <span className={classNames('tb-input', disabled && 'tb-input--disabled', className)} style={{ width }}>
      {leftIcon != null && <span className="tb-input__icon">{leftIcon}</span>}
      <input
        id={id}
        type="text"
        className="tb-input__field"
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={ariaLabel}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => {
          setDraft(e.target.value);
          if (commitOnChange) commit(e.target.value);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
