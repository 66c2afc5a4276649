import { clsx } from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { useDraft } from './useDraft';
import './Input.css';

export interface TextInputProps extends FocusableInputProps {
  /** The text; what the user types shows at once and is committed (`onChange`) on Enter or blur. */
  value: string;
  /** Called with the new value: on each keystroke with `commitOnChange`, else on blur or Enter. */
  onChange: (value: string) => void;
  /** Commit on every keystroke instead of on blur / Enter (default false). */
  commitOnChange?: boolean;
  /** Shown greyed in the input while it is empty. */
  placeholder?: string;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Greyed out: it takes no input and the keyboard passes it by. */
  disabled?: boolean;
  /** Icon shown inside the input, on the left. */
  leftIcon?: ReactNode;
  /** Id of the input element, for a `<Label htmlFor>`. */
  id?: string;
  /** The kind of text: 'password' hides what is typed (default 'text'). */
  type?: 'text' | 'password' | 'email' | 'search' | 'tel' | 'url';
  /** The field's name in a form, which password managers and autofill go by. */
  name?: string;
  /** What the browser may fill in, e.g. 'username' or 'current-password' (default 'off'). */
  autoComplete?: string;
  /** Takes the keyboard focus when it first shows (e.g. the first field of a login form). */
  autoFocus?: boolean;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
  /** Tells assistive technology that the value is invalid. */
  'aria-invalid'?: boolean;
  /** Id of the element that describes it, such as its validation message. */
  'aria-describedby'?: string;
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
  type = 'text',
  name,
  autoComplete = 'off',
  autoFocus,
  className,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ref,
  onFocus,
  onBlur,
}: TextInputProps) {
  const { draft, setDraft, revert, committing } = useDraft(value, (v) => v);
  const field = useRef<HTMLInputElement>(null);
  useInputHandle(ref, field);

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
    <span className={clsx('tb-input', disabled && 'tb-input--disabled', className)} style={{ width }}>
      {leftIcon != null && <span className="tb-input__icon">{leftIcon}</span>}
      <input
        ref={field}
        id={id}
        type={type}
        name={name}
        autoFocus={autoFocus}
        className="tb-input__field"
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        spellCheck={false}
        autoComplete={autoComplete}
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
