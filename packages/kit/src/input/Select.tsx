import { clsx } from 'clsx';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import ReactSelect, { type MultiValue, type SelectInstance, type SingleValue } from 'react-select';
import AsyncSelect from 'react-select/async';
import AsyncCreatableSelect from 'react-select/async-creatable';
import CreatableSelect from 'react-select/creatable';
import type { InputHandle } from './inputHandle';
import './Select.css';

export type SelectValue = string | number;

/** A choice in a Select: its value and the label shown for it. */
export interface SelectOption<T extends SelectValue = string> {
  /** The value the choice stands for. */
  value: T;
  /** Text shown for the value in the field and the menu. */
  label: string;
}

/** Options of every Select, single or multi. */
export interface SelectCommonProps<T extends SelectValue = string> {
  /** The choices: plain values (shown as they are) or `{value, label}` objects. */
  options?: readonly (T | SelectOption<T>)[];
  /** Shown greyed in the input while it is empty. */
  placeholder?: string;
  /** Shows a button that clears the value (default false; a multi select always has one). */
  enableClear?: boolean;
  /** Lets the user type to filter the options (default true). */
  enableFilter?: boolean;
  /** Lets the user add a value that is not an option: type it and pick 'Create "..."' (string values). */
  enableCreate?: boolean;
  /**
   * Searches for options as the user types (e.g. on a server), instead of filtering `options`. The menu says
   * 'Type to search...' before any text, 'Searching...' while waiting and 'No results found.' for none.
   */
  queryFn?: (query: string) => Promise<readonly (T | SelectOption<T>)[]>;
  /** Milliseconds of typing pause before `queryFn` runs (default 300). */
  queryBuffer?: number;
  /** Shown in the menu when no option matches what was typed (without `queryFn`). */
  noOptionsText?: string;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Greyed out: it takes no input and the keyboard passes it by. */
  disabled?: boolean;
  /** Id of the input, for a `<Label htmlFor>`. */
  id?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
  /** Receives an InputHandle to focus or blur the select. */
  ref?: Ref<InputHandle>;
  /** Called when it takes the keyboard focus. */
  onFocus?: () => void;
  /** Called when the keyboard focus leaves it. */
  onBlur?: () => void;
}

/** A Select of one value. */
export interface SingleSelectProps<T extends SelectValue = string> extends SelectCommonProps<T> {
  /** Picks one value (false, the default) or several (true: `value` is an array). */
  enableMulti?: false;
  /** The picked value; null for none. */
  value: T | null;
  /** Called with the value the user picks, or null when they clear it. */
  onChange: (value: T | null) => void;
}

/** A Select of several values, shown as removable chips. */
export interface MultiSelectProps<T extends SelectValue = string> extends SelectCommonProps<T> {
  /** Picks one value (false, the default) or several (true: `value` is an array). */
  enableMulti: true;
  /** The picked values, in the order they were picked; null for none. */
  value: readonly T[] | null;
  /** Called with all the picked values after the user adds or removes one. */
  onChange: (value: T[]) => void;
}

export type SelectProps<T extends SelectValue = string> = SingleSelectProps<T> | MultiSelectProps<T>;

export const SEARCH_PROMPT = 'Type to search...';
export const SEARCHING_TEXT = 'Searching...';
export const NO_RESULTS_TEXT = 'No results found.';

function toOption<T extends SelectValue>(o: T | SelectOption<T>): SelectOption<T> {
  return typeof o === 'object' ? o : { value: o, label: String(o) };
}

/**
 * Labels found by each search function, kept beyond the life of one Select: an input that is unmounted and
 * mounted again (e.g. a form switched to read-only and back) still shows the label of its value.
 */
const foundBySearch = new WeakMap<object, Map<SelectValue, SelectOption<SelectValue>>>();

function isMultiValue<O>(v: MultiValue<O> | SingleValue<O>): v is MultiValue<O> {
  return Array.isArray(v);
}

/**
 * A dropdown to pick one value, or several with `enableMulti` (react-select, styled by the kit's theme). Type to
 * filter, or to search with `queryFn`; `enableCreate` accepts new values. The menu renders above everything, so
 * it is not clipped by toolbars or scrolling panels.
 */
export function Select<T extends SelectValue = string>(props: SelectProps<T>) {
  const {
    options = [],
    placeholder = 'Select...',
    enableClear = false,
    enableFilter = true,
    enableCreate = false,
    queryFn,
    queryBuffer = 300,
    noOptionsText = 'No matches.',
    width = 180,
    disabled = false,
    id,
    className,
    'aria-label': ariaLabel,
    ref,
    onFocus,
    onBlur,
  } = props;
  const multi = props.enableMulti === true;
  const autoId = useId();
  const select = useRef<SelectInstance<SelectOption<T>, boolean>>(null);
  useImperativeHandle(
    ref,
    () => ({ focus: () => select.current?.focus(), blur: () => select.current?.blur() }),
    [],
  );

  // Labels of the options found by a search or created, to show the values chosen.
  const [learned, setLearned] = useState<ReadonlyMap<T, SelectOption<T>>>(new Map());
  const learn = (list: readonly SelectOption<T>[]) => {
    const plain = list.map((o) => ({ value: o.value, label: o.label }));
    if (queryFn) {
      const cache = foundBySearch.get(queryFn) ?? new Map<SelectValue, SelectOption<SelectValue>>();
      for (const o of plain) cache.set(o.value, o);
      foundBySearch.set(queryFn, cache);
    }
    setLearned((m) => new Map([...m, ...plain.map((o) => [o.value, o] as const)]));
  };
  const opts = options.map(toOption);
  const searched = queryFn ? foundBySearch.get(queryFn) : undefined;
  const optionOf = (v: T): SelectOption<T> =>
    opts.find((o) => o.value === v) ??
    learned.get(v) ??
    (searched?.get(v) as SelectOption<T> | undefined) ??
    toOption(v);
  const selected = props.enableMulti
    ? (props.value ?? []).map(optionOf)
    : props.value == null
      ? null
      : optionOf(props.value);

  const onChange = (v: MultiValue<SelectOption<T>> | SingleValue<SelectOption<T>>) => {
    const list = v == null ? [] : isMultiValue(v) ? v : [v];
    learn(list);
    if (props.enableMulti) props.onChange(list.map((o) => o.value));
    else props.onChange(list[0]?.value ?? null);
  };

  // Searches wait for a pause in typing; react-select ignores all but the latest answer.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current != null) clearTimeout(timer.current);
    },
    [],
  );
  const loadOptions = (query: string) =>
    new Promise<SelectOption<T>[]>((resolve, reject) => {
      if (timer.current != null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        queryFn?.(query).then((found) => {
          const list = found.map(toOption);
          learn(list);
          resolve(list);
        }, reject);
      }, queryBuffer);
    });

  const common = {
    ref: select,
    instanceId: autoId,
    inputId: id,
    unstyled: true,
    classNamePrefix: 'tb-select',
    value: selected,
    onChange,
    isMulti: multi,
    placeholder,
    isClearable: enableClear || multi,
    isSearchable: enableFilter || queryFn != null || enableCreate,
    isDisabled: disabled,
    closeMenuOnSelect: !multi,
    // A multi select keeps its menu open after a pick: Tab then leaves it instead of picking again.
    tabSelectsValue: !multi,
    noOptionsMessage: ({ inputValue }: { inputValue: string }) =>
      queryFn ? (inputValue ? NO_RESULTS_TEXT : SEARCH_PROMPT) : noOptionsText,
    loadingMessage: () => SEARCHING_TEXT,
    formatCreateLabel: (input: string) => `Create "${input}"`,
    'aria-label': ariaLabel,
    onFocus,
    onBlur,
    menuPortalTarget: typeof document === 'undefined' ? null : document.body,
    menuPlacement: 'auto' as const,
    // The menu lives in a portal on <body>: inside a modal dialog (which makes the rest of the page inert to
    // the pointer) it must take clicks itself; the kit's Dialog treats it as part of the dialog.
    // Above dialogs (1001), as a menu opened from an input is always on top of what holds the input.
    styles: { menuPortal: (base: object) => ({ ...base, zIndex: 1100, pointerEvents: 'auto' as const }) },
  };
  // New values are typed text: only string selects can create them.
  const create = (input: string) => ({ value: input as T, label: input });

  return (
    <span
      className={clsx('tb-select', multi && 'tb-select--multi', disabled && 'tb-select--disabled', className)}
      style={{ width }}
    >
      {queryFn ? (
        enableCreate ? (
          <AsyncCreatableSelect<SelectOption<T>, boolean>
            {...common}
            loadOptions={loadOptions}
            getNewOptionData={create}
          />
        ) : (
          <AsyncSelect<SelectOption<T>, boolean> {...common} loadOptions={loadOptions} />
        )
      ) : enableCreate ? (
        <CreatableSelect<SelectOption<T>, boolean> {...common} options={opts} getNewOptionData={create} />
      ) : (
        <ReactSelect<SelectOption<T>, boolean> {...common} options={opts} />
      )}
    </span>
  );
}
