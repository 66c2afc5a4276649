import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { useDraft } from './useDraft';
import './Input.css';
import './TextArea.css';

export interface TextAreaProps extends FocusableInputProps {
  /** The text; null shows an empty input. */
  value: string | null;
  /** Called with the new text: on each keystroke with `commitOnChange`, else on blur. */
  onChange: (value: string) => void;
  /** Commit on every keystroke instead of on blur (default false). */
  commitOnChange?: boolean;
  /** Shown greyed in the input while it is empty. */
  placeholder?: string;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Height: pixels, or any CSS length. */
  height?: number | string;
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
