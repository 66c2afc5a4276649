import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import Select, { type StylesConfig } from 'react-select';
import { CheckIcon, FunnelIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { useSnapshot } from 'valtio';
import { Store, type FieldType } from '../data';
import type { GridModel } from './GridModel';
import {
  chipsToFilter,
  filterSuggestions,
  filterToChips,
  type FilterChooserField,
  type FilterOption,
} from './filterSuggestions';
import './FilterChooser.css';

/** Source name of the filter a FilterChooser sets on its store. */
export const FILTER_CHOOSER_SOURCE = 'filterChooser';

export interface FilterChooserFieldSpec {
  field: string;
  label?: string;
  type?: FilterChooserField['type'];
}

export interface FilterChooserProps<T extends object> {
  /** The store filtered, or a grid (its store). */
  store: Store<T, never> | GridModel<T, never>;
  /** Fields offered (names or specs); values are suggested from the data. */
  fields: readonly (string | FilterChooserFieldSpec)[];
  /** Shown in the empty input, after a funnel icon (default 'Filter...'). */
  placeholder?: string;
  /** Width of the chooser: pixels or a CSS length (default 320). */
  width?: number | string;
  /** Most suggestions shown (default 20). */
  maxSuggestions?: number;
  /**
   * Whether each chip chosen or removed filters at once (default true); when false, chips are staged and
   * apply with Enter (in an empty input) or the Apply button.
   */
  commitOnChange?: boolean;
  /** Accessible name of the input (default 'Filter chooser'). */
  'aria-label'?: string;
}

function typeOf(fieldType: FieldType | undefined, sample: unknown): FilterChooserField['type'] {
  if (fieldType === 'number' || fieldType === 'int') return 'number';
  if (fieldType === 'bool') return 'bool';
  if (fieldType && fieldType !== 'auto') return 'string';
  return typeof sample === 'number' ? 'number' : typeof sample === 'boolean' ? 'bool' : 'string';
}

/**
 * Structured filtering by suggestion: typing 'lon' offers 'City = London', 'Company like lon' and so on from the
 * data; 'trade_volume > 1000000' is understood too. Chosen filters show as chips; chips on one field combine
 * with OR, on different fields with AND.
 */
export function FilterChooser<T extends object>({
  store: target,
  fields,
  placeholder = 'Filter...',
  width = 320,
  maxSuggestions = 20,
  'aria-label': ariaLabel = 'Filter chooser',
  commitOnChange = true,
}: FilterChooserProps<T>) {
  const store = target instanceof Store ? target : target.store;
  const { records, filters } = useSnapshot(store);
  const [input, setInput] = useState('');
  const labelOf = (field: string) => {
    const spec = fields.find((f) => typeof f !== 'string' && f.field === field);
    return (typeof spec === 'object' ? spec.label : undefined) ?? store.fieldLabel(field);
  };
  const fromStore = () => filterToChips(store.filters[FILTER_CHOOSER_SOURCE], labelOf) ?? [];
  const [chips, setChips] = useState<readonly FilterOption[]>(fromStore);
  // The store's filter of this source as last seen here: when it changes otherwise (e.g. a Clear Filters
  // action elsewhere), the chips follow it.
  const appliedKey = JSON.stringify(filters[FILTER_CHOOSER_SOURCE] ?? null);
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (appliedKey !== seenKey) {
    setSeenKey(appliedKey);
    setChips(fromStore());
  }
  const commit = (next: readonly FilterOption[]) => {
    const filter = chipsToFilter(next);
    setSeenKey(JSON.stringify(filter));
    store.setFilter(filter, FILTER_CHOOSER_SOURCE);
  };
  const pending = JSON.stringify(chipsToFilter(chips)) !== appliedKey;
  // Switched to commit on change with chips staged: they apply now.
  const staged = useRef({ chips, pending });
  useEffect(() => {
    staged.current = { chips, pending };
  });
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (commitOnChange && staged.current.pending)
      store.setFilter(chipsToFilter(staged.current.chips), FILTER_CHOOSER_SOURCE);
  }, [store, commitOnChange]);

  const fieldKey = JSON.stringify(fields);
  const chooserFields = useMemo<FilterChooserField[]>(
    () =>
      fields.map((f) => {
        const spec = typeof f === 'string' ? { field: f } : f;
        const values = store.distinctValues(spec.field);
        const declared = store.fields.find((d) => d.name === spec.field)?.type;
        return {
          field: spec.field,
          label: spec.label ?? store.fieldLabel(spec.field),
          type: spec.type ?? typeOf(declared, values[0]),
          values,
        };
      }),
    // The fields' values come from the records: recomputed when they are reloaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, records, fieldKey],
  );
  const options = useMemo(
    () => filterSuggestions(input, chooserFields, maxSuggestions),
    [input, chooserFields, maxSuggestions],
  );

  return (
    <div className={clsx('tb-filter-chooser', pending && 'tb-filter-chooser--pending')} style={{ width }}>
      <Select<FilterOption, true>
        isMulti
        aria-label={ariaLabel}
        inputValue={input}
        onInputChange={(value, meta) => {
          if (meta.action === 'input-change') setInput(value);
          else if (meta.action === 'menu-close' || meta.action === 'set-value') setInput('');
        }}
        options={options}
        value={chips}
        filterOption={null}
        onChange={(next) => {
          setChips(next);
          if (commitOnChange) commit(next);
        }}
        onKeyDown={(e) => {
          // Enter with nothing typed applies staged chips (with text typed it picks a suggestion).
          if (e.key === 'Enter' && !input && !commitOnChange) {
            e.preventDefault();
            commit(chips);
          }
        }}
        placeholder={
          <span className="tb-filter-chooser__placeholder">
            <FunnelIcon /> {placeholder}
          </span>
        }
        noOptionsMessage={() => (input ? 'No matching values.' : 'Type to see filters, e.g. city = London')}
        isClearable
        closeMenuOnSelect={false}
        menuPortalTarget={typeof document === 'undefined' ? undefined : document.body}
        styles={selectStyles}
        classNamePrefix="tb-select"
      />
      {!commitOnChange && (
        <Button
          icon={<CheckIcon />}
          text="Apply"
          intent={pending ? 'primary' : undefined}
          minimal={!pending}
          disabled={!pending}
          title="Apply the filter (Enter)"
          onClick={() => commit(chips)}
        />
      )}
    </div>
  );
}

/** Room around the indicators' icons: 4px at standard size, in proportion in the other sizing modes. */
const INDICATOR_PADDING = 'calc(var(--tb-control-height) / 7)';
const INDICATOR_ICON = {
  '& svg': { width: 'calc(var(--tb-icon-size) + 4px)', height: 'calc(var(--tb-icon-size) + 4px)' },
};

/** react-select drawn with the kit's tokens, so it matches inputs in light and dark and the sizing mode. */
const selectStyles: StylesConfig<FilterOption, true> = {
  control: (base, state) => ({
    ...base,
    minHeight: 'var(--tb-control-height)',
    background: 'var(--tb-bg)',
    borderColor: state.isFocused ? 'var(--tb-focus)' : 'var(--tb-control-border)',
    borderRadius: 'var(--tb-radius)',
    boxShadow: state.isFocused ? '0 0 0 3px var(--tb-primary-soft)' : 'none',
    '&:hover': { borderColor: state.isFocused ? 'var(--tb-focus)' : 'var(--tb-fg-muted)' },
  }),
  valueContainer: (base) => ({ ...base, padding: '0 6px', gap: 4 }),
  input: (base) => ({ ...base, margin: 0, padding: 0, color: 'var(--tb-fg)' }),
  // Muted, not subtle, as in the kit's Select: subtle is 2.9:1 on the background, placeholder text needs 4.5:1.
  placeholder: (base) => ({ ...base, color: 'var(--tb-fg-muted)' }),
  indicatorsContainer: (base) => ({ ...base, height: 'calc(var(--tb-control-height) - 2px)' }),
  indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--tb-border)' }),
  dropdownIndicator: (base) => ({
    ...base,
    ...INDICATOR_ICON,
    padding: INDICATOR_PADDING,
    color: 'var(--tb-fg-subtle)',
  }),
  clearIndicator: (base) => ({
    ...base,
    ...INDICATOR_ICON,
    padding: INDICATOR_PADDING,
    color: 'var(--tb-fg-subtle)',
  }),
  multiValue: (base) => ({
    ...base,
    margin: 0,
    background: 'var(--tb-primary-soft)',
    borderRadius: 'var(--tb-radius)',
  }),
  multiValueLabel: (base) => ({
    ...base,
    color: 'var(--tb-fg)',
    fontSize: 'var(--tb-font-size-sm)',
    padding: '1px 4px 1px 6px',
  }),
  multiValueRemove: (base) => ({
    ...base,
    color: 'var(--tb-fg-muted)',
    ':hover': { background: 'var(--tb-danger-soft)', color: 'var(--tb-danger)' },
  }),
  menuPortal: (base) => ({ ...base, zIndex: 1000 }),
  menu: (base) => ({
    ...base,
    background: 'var(--tb-bg)',
    border: '1px solid var(--tb-border)',
    boxShadow: 'var(--tb-shadow-lg)',
    borderRadius: 'var(--tb-radius)',
    fontFamily: 'var(--tb-font)',
    fontSize: 'var(--tb-font-size)',
  }),
  option: (base, state) => ({
    ...base,
    padding: '6px 10px',
    color: 'var(--tb-fg)',
    background: state.isFocused ? 'var(--tb-bg-hover)' : 'transparent',
    ':active': { background: 'var(--tb-bg-active)' },
  }),
  noOptionsMessage: (base) => ({ ...base, color: 'var(--tb-fg-muted)' }),
};
