import type { Recall, RecallClass } from '../../api';
import type { ColumnSpec } from '@toolbox/kit/grid';
import { ClassificationIcon } from './ClassificationIcon';

/** The recall list's columns: the class with its icon first, then what and who, and when it was reported. */
export function recallColumns(): ColumnSpec<Recall>[] {
  return [
    {
      field: 'classification',
      header: 'Class',
      width: 120,
      renderer: (v) => <ClassificationIcon value={v as RecallClass} />,
    },
    { field: 'id', header: 'Recall #', width: 120 },
    { field: 'productDescription', header: 'Product', flex: 2, minWidth: 220 },
    { field: 'recallingFirm', header: 'Firm', width: 200 },
    { field: 'state', header: 'State', width: 80 },
    { field: 'status', header: 'Status', width: 110 },
    { field: 'reportDate', header: 'Reported', width: 120 },
    { field: 'reasonForRecall', header: 'Reason', flex: 2, minWidth: 220, hidden: true },
  ];
}
