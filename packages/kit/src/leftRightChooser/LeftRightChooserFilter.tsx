import { StoreFilterField } from '../grid';
import type { ChooserValue, LeftRightChooserModel } from './LeftRightChooserModel';

/** Name of the filter a LeftRightChooserFilter sets on both sides' stores. */
export const CHOOSER_FILTER_SOURCE = 'leftRightChooserFilter';

export interface LeftRightChooserFilterProps<V extends ChooserValue> {
  model: LeftRightChooserModel<V>;
  /** Match anywhere in an item's text (true), or only at its start (default false). */
  anyMatch?: boolean;
  placeholder?: string;
  width?: number | string;
  /** Milliseconds of quiet typing before the filter applies (default 200). */
  filterBuffer?: number;
  'aria-label'?: string;
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
