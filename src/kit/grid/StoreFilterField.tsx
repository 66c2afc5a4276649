import { useEffect, useRef, useState } from 'react';
import { MagnifyingGlassIcon, XIcon } from '@phosphor-icons/react';
import { classNames } from '../button';
import { isTextFilter, Store, type TextMatchMode } from '../data';
import type { GridModel } from './GridModel';
import '../input/Input.css';
import './StoreFilterField.css';

/** Source name of the filter a StoreFilterField sets on its store (other sources combine with it). */
export const FILTER_FIELD_SOURCE = 'filterField';

export interface StoreFilterFieldProps<T extends object> {
  /** The store filtered, or a grid (its store). */
  store: Store<T, never> | GridModel<T, never>;
  /** Fields searched; default the store's search fields. */
  fields?: readonly string[];
  /** Match anywhere (default), at the start of a value, or at the start of a word. */
  matchMode?: TextMatchMode;
  /** Milliseconds of quiet typing before the filter applies (default 200). */
  filterBuffer?: number;
  placeholder?: string;
  width?: number | string;
  /** Name of the filter on the store (default 'filterField'); two fields on one store need two names. */
  filterSource?: string;
  'aria-label'?: string;
  className?: string;
}

/** A text input that filters a store as the user types, after a short buffer; Escape or × clears it. */
export function StoreFilterField<T extends object>({
  store: target,
  fields,
  matchMode = 'any',
  filterBuffer = 200,
  placeholder = 'Filter...',
  width = 180,
  filterSource = FILTER_FIELD_SOURCE,
  'aria-label': ariaLabel = 'Filter',
  className,
}: StoreFilterFieldProps<T>) {
  const store = target instanceof Store ? target : target.store;
  const [text, setText] = useState(() => {
    const current = store.filters[filterSource];
    return current && isTextFilter(current) ? current.text : '';
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldsKey = fields?.join('\u0000') ?? '';
  // The latest settings and text, for the buffered apply and for a change of settings.
  const latest = useRef({ fields, matchMode, text });
  useEffect(() => {
    latest.current = { fields, matchMode, text };
  });

  const apply = (value: string) => {
    const { fields: f, matchMode: m } = latest.current;
    store.setFilter(
      value.trim() ? { text: value, ...(f ? { fields: f } : {}), matchMode: m } : null,
      filterSource,
    );
  };
  const schedule = (value: string, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (delay <= 0) apply(value);
    else timer.current = setTimeout(() => apply(value), delay);
  };
  const applyNow = useRef(apply);
  useEffect(() => {
    applyNow.current = apply;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // A change of match mode or fields applies at once to what is typed.
  const firstSettings = useRef(true);
  useEffect(() => {
    if (firstSettings.current) {
      firstSettings.current = false;
      return;
    }
    if (latest.current.text.trim()) applyNow.current(latest.current.text);
  }, [matchMode, fieldsKey]);

  const change = (value: string) => {
    setText(value);
    schedule(value, filterBuffer);
  };

  return (
    <span className={classNames('tb-input', 'tb-filter-field', className)} style={{ width }}>
      <span className="tb-input__icon">
        <MagnifyingGlassIcon />
      </span>
      <input
        type="search"
        className="tb-input__field"
        value={text}
        placeholder={placeholder}
        aria-label={ariaLabel}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            setText('');
            schedule('', 0);
          } else if (e.key === 'Enter') schedule(text, 0);
        }}
      />
      {text && (
        <button
          type="button"
          className="tb-filter-field__clear"
          aria-label="Clear filter"
          title="Clear filter"
          onClick={() => {
            setText('');
            schedule('', 0);
          }}
        >
          <XIcon />
        </button>
      )}
    </span>
  );
}
