import { clsx } from 'clsx';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { BracketsCurlyIcon } from '@phosphor-icons/react';
import CodeMirror, { EditorView, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useImperativeHandle, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { themeModel } from '../theme/themeModel';
import type { FocusableInputProps } from './inputHandle';
import { jsonError } from './jsonError';
import { useDraft } from './useDraft';
import './JsonInput.css';

export interface JsonInputProps extends FocusableInputProps {
  /** The JSON text (not parsed: an invalid text can still be held and shown with its error). */
  value: string | null;
  /** Called with the new text: on each keystroke with `commitOnChange`, else on blur. */
  onChange: (value: string) => void;
  /** Commit on every keystroke instead of on blur (default false). */
  commitOnChange?: boolean;
  /** Shows a button that pretty-prints valid JSON with two-space indents (default true). */
  enableFormat?: boolean;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Height of the editor: pixels, or any CSS length (default 140). */
  height?: number | string;
  /** Greyed out: the text can be read and selected but not edited. */
  disabled?: boolean;
  /** Id of the editable element, for a `<Label htmlFor>`. */
  id?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
}

const parseLinter = jsonParseLinter();
/** Marks syntax errors, but not an empty text: that is no value, not bad JSON (as jsonError says). */
const jsonLinter = linter((view) => (view.state.doc.toString().trim() === '' ? [] : parseLinter(view)));

const baseExtensions = [json(), jsonLinter, lintGutter(), EditorView.lineWrapping];

/**
 * A JSON editor (CodeMirror): highlighting, bracket matching, folding, and syntax errors marked in the gutter
 * and spelled out below the editor.
 */
export function JsonInput({
  value,
  onChange,
  commitOnChange = false,
  enableFormat = true,
  width,
  height = 140,
  disabled = false,
  id,
  className,
  'aria-label': ariaLabel,
  ref,
  onFocus,
  onBlur,
}: JsonInputProps) {
  const text = value ?? '';
  const { draft, setDraft, committing } = useDraft(text, (v) => v);
  const { theme } = useSnapshot(themeModel);
  const editor = useRef<ReactCodeMirrorRef>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => editor.current?.view?.focus(),
      blur: () => editor.current?.view?.contentDOM.blur(),
    }),
    [],
  );
  const error = jsonError(draft);
  // The editable element is CodeMirror's own: it takes the accessible name, the id, and says it is disabled
  // (a contenteditable has no disabled state of its own, so screen readers would only hear a read-only text).
  const extensions = useMemo(
    () => [
      ...baseExtensions,
      EditorView.contentAttributes.of({
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(id ? { id } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
      }),
    ],
    [ariaLabel, id, disabled],
  );

  const commit = (next: string) => {
    if (next === text) return;
    committing(next);
    onChange(next);
  };
  const format = () => {
    const pretty = JSON.stringify(JSON.parse(draft), null, 2);
    setDraft(pretty);
    commit(pretty);
  };

  return (
    <span
      className={clsx(
        'tb-json-input',
        disabled && 'tb-json-input--disabled',
        error != null && 'tb-json-input--invalid',
        className,
      )}
      style={{ width }}
    >
      <CodeMirror
        ref={editor}
        className="tb-json-input__editor"
        value={draft}
        height={typeof height === 'number' ? `${height}px` : height}
        theme={theme === 'dark' ? 'dark' : 'light'}
        extensions={extensions}
        editable={!disabled}
        indentWithTab={false}
        basicSetup={{ foldGutter: true, highlightActiveLine: !disabled, autocompletion: false }}
        onChange={(v) => {
          setDraft(v);
          if (commitOnChange) commit(v);
        }}
        onFocus={onFocus}
        onBlur={() => {
          commit(draft);
          onBlur?.();
        }}
      />
      <span className="tb-json-input__footer">
        <span className="tb-json-input__status" aria-live="polite">
          {error != null ? `Invalid JSON: ${error}` : ''}
        </span>
        {enableFormat && !disabled && (
          <button
            type="button"
            className="tb-json-input__format"
            disabled={error != null || draft.trim() === ''}
            onClick={format}
          >
            <BracketsCurlyIcon /> Format
          </button>
        )}
      </span>
    </span>
  );
}
