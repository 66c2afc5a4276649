import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { MagnifyingGlassIcon, XIcon } from '@phosphor-icons/react';
import { proxy, useSnapshot } from 'valtio';
import { isTextFilter, Store, type Filter, type TextMatchMode } from '../data';
import type { GridModel } from './GridModel';
import { Tooltip } from '../tooltip';
import type { StoreView } from './StoreView';
import '../input/Input.css';
import './StoreFilterField.css';

/** Stands in for a missing store (an empty list of targets), so hooks run alike. */
const NO_STORE = proxy({ filters: {} as Record<string, Filter> });

/** Source name of the filter a StoreFilterField sets on its store (other sources combine with it). */
export const FILTER_FIELD_SOURCE = 'filterField';

/** A store, or a view of one: a grid, a data view. */
type FilterTarget<T extends object> = Store<T, never> | GridModel<T, never> | StoreView<T>;

export interface StoreFilterFieldProps<T extends object> {
  /** The store filtered, or a grid (its store); or several, all filtered alike (e.g. both sides of a chooser). */
  store: FilterTarget<T> | readonly FilterTarget<T>[];
  /** Fields searched; default the store's search fields. */
  fields?: readonly string[];
  /** Match anywhere (default), at the start of a value, or at the start of a word. */
  matchMode?: TextMatchMode;
  /** Milliseconds of quiet typing before the filter applies (default 200). */
  filterBuffer?: number;
  /** Shown in the empty input (default 'Filter...'). */
  placeholder?: string;
  /** Width of the field: pixels or a CSS length (default 180). */
  width?: number | string;
  /** Name of the filter on the store (default 'filterField'); two fields on one store need two names. */
  filterSource?: string;
  /** Whether typing filters, after `filterBuffer` (default true); when false only Enter (or clearing) does. */
  commitOnChange?: boolean;
  /** Accessible name of the input (default 'Filter'). */
  'aria-label'?: string;
  /** Extra CSS class of the field. */
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
  commitOnChange = true,
  'aria-label': ariaLabel = 'Filter',
  className,
}: StoreFilterFieldProps<T>) {
  const stores = (Array.isArray(target) ? target : [target]).map((t: FilterTarget<T>) =>
    t instanceof Store ? t : t.store,
  );
  const store = stores[0];
  const [text, setText] = useState(() => {
    if (!store) return '';
    const current = store.filters[filterSource];
    return current && isTextFilter(current) ? current.text : '';
  });
  // The store's filter of this source as last seen here: when it changes otherwise (e.g. a Clear Filters
  // action elsewhere), the text follows it.
  const { filters } = useSnapshot(store ?? NO_STORE);
  const applied = filters[filterSource];
  const appliedText = applied && isTextFilter(applied) ? applied.text : '';
  const appliedKey = JSON.stringify(applied ?? null);
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (appliedKey !== seenKey) {
    setSeenKey(appliedKey);
    setText(appliedText);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldsKey = fields?.join('\u0000') ?? '';
  // The latest settings and text, for the buffered apply and for a change of settings.
  const latest = useRef({ fields, matchMode, text });
  useEffect(() => {
    latest.current = { fields, matchMode, text };
  });

  const apply = (value: string) => {
    const { fields: f, matchMode: m } = latest.current;
    const filter = value.trim() ? { text: value, ...(f ? { fields: f } : {}), matchMode: m } : null;
    for (const s of stores) s.setFilter(filter, filterSource);
    setSeenKey(JSON.stringify(filter));
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

  // Switched to commit on change: what was typed applies.
  const firstCommitSetting = useRef(true);
  useEffect(() => {
    if (firstCommitSetting.current) {
      firstCommitSetting.current = false;
      return;
    }
    if (commitOnChange) applyNow.current(latest.current.text);
  }, [commitOnChange]);

  const change = (value: string) => {
    setText(value);
    if (commitOnChange) schedule(value, filterBuffer);
    else if (timer.current) clearTimeout(timer.current);
  };
  const pending = !commitOnChange && text.trim() !== appliedText.trim();

  return (
    <span
      className={clsx('tb-input', 'tb-filter-field', pending && 'tb-filter-field--pending', className)}
      style={{ width }}
      title={pending ? 'Press Enter to apply the filter' : undefined}
    >
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
        <Tooltip content="Clear filter">
          <button
            type="button"
            className="tb-filter-field__clear"
            aria-label="Clear filter"
            onClick={() => {
              setText('');
              schedule('', 0);
            }}
          >
            <XIcon />
          </button>
        </Tooltip>
      )}
    </span>
  );
}
