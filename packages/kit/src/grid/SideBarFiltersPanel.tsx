import { useState } from 'react';
import { FunnelSimpleIcon, FunnelXIcon, XIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import type { GridSideBarModel } from './GridSideBarModel';
import {
  filterSummary,
  numberRangeModel,
  quickFilterOf,
  textFilterModel,
  type ColumnFilterModel,
  type SideBarFilterColumn,
} from './sideBarFilters';

/**
 * The Filters panel: each filterable column with a quick input (text contains, or a number range) writing the
 * same filter as its header popup, a button opening that popup for every other condition, and Clear all.
 */
export function SideBarFiltersPanel({ model }: { model: GridSideBarModel }) {
  const { filterColumns, filterModel, columns } = useSnapshot(model);
  const active = Object.keys(filterModel).length;
  if (!filterColumns.length) return <p className="tb-side-bar-filters__none">No column can be filtered.</p>;
  return (
    <div className="tb-side-bar-filters">
      <div className="tb-side-bar-filters__head">
        <span role="status" aria-label="Active filters">
          {active === 0 ? 'No filters' : `${active} filter${active === 1 ? '' : 's'} active`}
        </span>
        <Button
          icon={<FunnelXIcon />}
          text="Clear all"
          minimal
          disabled={active === 0}
          onClick={() => model.clearFilters()}
        />
      </div>
      <ul className="tb-side-bar-filters__list" aria-label="Column filters">
        {filterColumns.map((c) => (
          <FilterRow
            key={c.colId}
            model={model}
            column={c}
            filter={filterModel[c.colId] ?? null}
            hidden={!!columns.find((col) => col.colId === c.colId)?.hidden}
          />
        ))}
      </ul>
    </div>
  );
}

interface FilterRowProps {
  model: GridSideBarModel;
  column: SideBarFilterColumn;
  filter: ColumnFilterModel | null;
  hidden: boolean;
}

function FilterRow({ model, column, filter, hidden }: FilterRowProps) {
  const { colId, header, type } = column;
  const quick = quickFilterOf(type, filter);
  const set = (next: ColumnFilterModel | null) => model.setColumnFilter(colId, next);
  return (
    <li className="tb-side-bar-filter">
      <div className="tb-side-bar-filter__head">
        <span className="tb-side-bar-filter__name">{header}</span>
        <Button
          icon={<FunnelSimpleIcon />}
          minimal
          // The popup opens under the column's header: a hidden column has none.
          disabled={hidden}
          title={`More ${header} filter options`}
          onClick={() => model.showFilterPopup(colId)}
        />
        <Button
          icon={<XIcon />}
          minimal
          disabled={!filter}
          title={`Clear ${header} filter`}
          onClick={() => set(null)}
        />
      </div>
      {quick && 'text' in quick && (
        <DraftInput
          label={`Filter ${header}`}
          placeholder="Contains…"
          value={quick.text}
          onChange={(text) => set(textFilterModel(text))}
        />
      )}
      {quick && 'min' in quick && (
        <div className="tb-side-bar-filter__range">
          <DraftInput
            label={`${header} from`}
            placeholder="Min"
            numeric
            value={quick.min == null ? '' : String(quick.min)}
            onChange={(text) => set(numberRangeModel(parseNumberText(text), quick.max))}
          />
          <span aria-hidden="true">–</span>
          <DraftInput
            label={`${header} to`}
            placeholder="Max"
            numeric
            value={quick.max == null ? '' : String(quick.max)}
            onChange={(text) => set(numberRangeModel(quick.min, parseNumberText(text)))}
          />
        </div>
      )}
      {!quick && (
        <p className="tb-side-bar-filter__summary">{filter ? filterSummary(filter) : 'No filter'}</p>
      )}
    </li>
  );
}

/** A number typed in a range input ('1,000' too); null for none or not a number yet ('-'). */
function parseNumberText(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!cleaned) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

interface DraftInputProps {
  label: string;
  placeholder: string;
  value: string;
  numeric?: boolean;
  onChange: (text: string) => void;
}

/**
 * An input that applies what is typed at once but shows the typed text while focused: the filter it sets comes
 * back from the grid a moment later, and may read differently ('1,000' as 1000).
 */
function DraftInput({ label, placeholder, value, numeric, onChange }: DraftInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className="tb-side-bar-filter__input"
      type="text"
      inputMode={numeric ? 'decimal' : undefined}
      aria-label={label}
      placeholder={placeholder}
      value={draft ?? value}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(e.target.value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
