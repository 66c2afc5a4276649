import { StoreFilterField } from '../grid';
import type { ChooserValue, LeftRightChooserModel } from './LeftRightChooserModel';

/** Name of the filter a LeftRightChooserFilter sets on both sides' stores. */
export const CHOOSER_FILTER_SOURCE = 'leftRightChooserFilter';

export interface LeftRightChooserFilterProps<V extends ChooserValue> {
  /** The chooser whose two lists it filters. */
  model: LeftRightChooserModel<V>;
  /** Match anywhere in an item's text (true), or only at its start (default false). */
  anyMatch?: boolean;
  /** Shown greyed in the field while it is empty (default 'Filter items...'). */
  placeholder?: string;
  /** Width: pixels, or any CSS length (default 200). */
  width?: number | string;
  /** Milliseconds of quiet typing before the filter applies (default 200). */
  filterBuffer?: number;
  /** Accessible name of the field (default 'Filter items'). */
  'aria-label'?: string;
  /** A class added to the field. */
  className?: string;
}

/** A filter field for a LeftRightChooser: filters both lists by the items' text as the user types. */
export function LeftRightChooserFilter<V extends ChooserValue>({
  model,
  anyMatch = false,
  placeholder = 'Filter items...',
  width = 200,
  filterBuffer,
  'aria-label': ariaLabel = 'Filter items',
  className,
}: LeftRightChooserFilterProps<V>) {
  return (
    <StoreFilterField
      store={[model.leftModel, model.rightModel]}
      fields={['text']}
      matchMode={anyMatch ? 'any' : 'start'}
      filterSource={CHOOSER_FILTER_SOURCE}
      placeholder={placeholder}
      width={width}
      filterBuffer={filterBuffer}
      aria-label={ariaLabel}
      className={className}
    />
  );
}
