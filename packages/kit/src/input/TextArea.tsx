import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { useDraft } from './useDraft';
import './Input.css';
import './TextArea.css';

export interface TextAreaProps extends FocusableInputProps {
  value: string | null;
  /** Called with the new text: on each keystroke with `commitOnChange`, else on blur. */
  onChange: (value: string) => void;
  /** Commit on every keystroke instead of on blur (default false). */
  commitOnChange?: boolean;
  placeholder?: string;
  width?: number | string;
  height?: number | string;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A multi-line text input. Enter adds a line; Escape reverts uncommitted edits. */
export function TextArea({
  value,
  onChange,
  commitOnChange = false,
  placeholder,
  width,
  height,
  disabled,
  id,
  className,
  ref,
  onFocus,
  onBlur,
  ...aria
}: TextAreaProps) {
  const text = value ?? '';
  const { draft, setDraft, revert, committing } = useDraft(text, (v) => v);
  const field = useRef<HTMLTextAreaElement>(null);
  useInputHandle(ref, field);

  const commit = (next: string) => {
    if (next === text) return;
    committing(next);
    onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') revert();
  };

  return (
    <span
      className={clsx('tb-input', 'tb-textarea', disabled && 'tb-input--disabled', className)}
      style={{ width, height }}
    >
      <textarea
        ref={field}
        id={id}
        className="tb-input__field tb-textarea__field"
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        spellCheck
        {...aria}
        onChange={(e) => {
          setDraft(e.target.value);
          if (commitOnChange) commit(e.target.value);
        }}
        onFocus={onFocus}
        onBlur={() => {
          commit(draft);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
