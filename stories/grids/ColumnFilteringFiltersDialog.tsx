import { FunnelXIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import type { Trade } from '../../src/api/samples';
import { Button } from '@toolbox/kit/button';
import { CodeBlock } from '@toolbox/kit/code';
import type { Filter } from '@toolbox/kit/data';
import type { GridModel } from '@toolbox/kit/grid';
import { Dialog, DialogClose } from '@toolbox/kit/popup';
import { FILTER_SOURCE_NAMES, filterText } from './ColumnFilteringFilterText';

export interface ColumnFilteringFiltersDialogProps {
  gridModel: GridModel<Trade>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClear: () => void;
}

/**
 * The View Grid Filters dialog: the store's filters by source, as text and as the JSON the store holds, kept
 * up to date while open, with Clear Filters.
 */
export function ColumnFilteringFiltersDialog({
  gridModel,
  open,
  onOpenChange,
  onClear,
}: ColumnFilteringFiltersDialogProps) {
  const store = gridModel.store;
  const { filters, filteredCount, allCount } = useSnapshot(store);
  const sources = Object.entries(filters as Record<string, Filter>);
  const labelOf = (field: string) => store.fieldLabel(field);
  const combined = store.filter;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Grid Filters"
      width={560}
      describedBy="grid-filters-summary"
      footer={
        <>
          <Button
            icon={<FunnelXIcon />}
            text="Clear Filters"
            intent="danger"
            outlined
            disabled={sources.length === 0}
            onClick={onClear}
          />
          <DialogClose>
            <Button text="Close" intent="primary" />
          </DialogClose>
        </>
      }
    >
      <p id="grid-filters-summary" className="tb-demo-filters-dialog__summary">
        {sources.length === 0
          ? `No filters are applied: all ${allCount.toLocaleString('en-US')} trades show.`
          : `${filteredCount.toLocaleString('en-US')} of ${allCount.toLocaleString('en-US')} trades ` +
            `pass ${sources.length === 1 ? 'this filter' : 'these filters, combined with AND'}:`}
      </p>
      {sources.length > 0 && (
        <ul className="tb-demo-filters-dialog__list" aria-label="Filters">
          {sources.map(([source, filter]) => (
            <li key={source}>
              <span className="tb-demo-filters-dialog__source">{FILTER_SOURCE_NAMES[source] ?? source}</span>
              <code className="tb-demo-filters-dialog__text">{filterText(filter, labelOf)}</code>
            </li>
          ))}
        </ul>
      )}
      <CodeBlock
        title="store.filter"
        aria-label="Store filter as JSON"
        lang="json"
        code={JSON.stringify(combined, null, 2)}
        className="tb-demo-filters-dialog__json"
      />
    </Dialog>
  );
}
