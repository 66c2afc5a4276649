import type { StoredFile } from '../../api';
import { actionColumn, dateFormatter, type ColumnSpec, type RecordAction } from '@toolbox/kit/grid';
import { fmtFileSize } from '@toolbox/kit/input';
import { FileTypeIcon } from './FileTypeIcon';

/** The stored files' columns: name with its type's icon, size, type, who uploaded it and when, and the actions. */
export function fileColumns(actions: RecordAction<StoredFile>[]): ColumnSpec<StoredFile>[] {
  return [
    {
      field: 'name',
      header: 'Name',
      flex: 1,
      minWidth: 200,
      tooltip: true,
      renderer: (v, record) => (
        <span className="tb-file-manager__name">
          <FileTypeIcon type={record.data.type} />
          <span>{String(v)}</span>
        </span>
      ),
    },
    { field: 'size', header: 'Size', width: 100, align: 'right', formatter: (v) => fmtFileSize(Number(v)) },
    { field: 'type', header: 'Type', width: 150 },
    { field: 'uploadedBy', header: 'Uploaded by', width: 150 },
    {
      field: 'uploadedAt',
      header: 'Uploaded',
      width: 170,
      formatter: (v) => (v ? dateFormatter('MMM d yyyy, HH:mm')(v) : ''),
    },
    // Two buttons of the kit's 30 px each, plus the cell's padding.
    actionColumn(actions, { width: 2 * 30 + 22 }),
  ];
}
