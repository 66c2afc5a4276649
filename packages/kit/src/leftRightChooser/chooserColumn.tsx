import type { ColumnSpec } from '../grid';
import { ChooserItemCell } from './ChooserItemCell';
import type { ChooserItemData, ChooserValue } from './LeftRightChooserModel';

/** The one column of a chooser's grid: the item's text (with its description and lock), headed by the title. */
export function chooserColumn<V extends ChooserValue>(
  title: string,
  showDescriptions: boolean,
): ColumnSpec<ChooserItemData<V>> {
  return {
    field: 'text',
    header: title,
    flex: 1,
    sortable: false,
    resizable: false,
    chooserEnabled: false,
    renderer: (_value, record) => <ChooserItemCell item={record.data} showDescription={showDescriptions} />,
    tooltip: (_value, record) => record.data.description ?? undefined,
  };
}
