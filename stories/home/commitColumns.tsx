import { ArrowSquareOutIcon, TagIcon } from '@phosphor-icons/react';
import type { StoreRecord } from '@toolbox/kit/data';
import {
  actionColumn,
  booleanCheckColumn,
  dateFormatter,
  numberCellFormatter,
  type ColumnSpec,
  type RecordAction,
} from '@toolbox/kit/grid';
import type { CommitRecord } from './commitRecords';
import { openGitLink } from './gitLinks';

/** Opens a commit's page on GitHub, in the window of git links (SPEC §2.3). */
export function openCommit(record: StoreRecord<CommitRecord>): void {
  openGitLink(record.data.url);
}

export const OPEN_ON_GITHUB: RecordAction<CommitRecord> = {
  text: 'Open on Github',
  icon: <ArrowSquareOutIcon />,
  onClick: openCommit,
};

/** A commit's change as a delta: lines added and deleted, e.g. '+120 −35' (SPEC §2.3). */
export function commitDelta({ additions, deletions }: Pick<CommitRecord, 'additions' | 'deletions'>) {
  return (
    <span className="tb-home-commits__delta">
      <span className="tb-home-commits__added">+{additions.toLocaleString('en-US')}</span>
      <span className="tb-home-commits__deleted">−{deletions.toLocaleString('en-US')}</span>
    </span>
  );
}

/** The Commits grid's columns: what a developer scans first, then more in the column chooser. */
export function commitColumns(): ColumnSpec<CommitRecord>[] {
  return [
    { field: 'repo', header: 'Repo', width: 108, tooltip: true },
    {
      field: 'abbreviatedOid',
      header: 'Hash',
      width: 76,
      cellClass: 'tb-home-commits__hash',
    },
    {
      field: 'messageHeadline',
      header: 'Subject',
      flex: 1,
      minWidth: 160,
      tooltip: true,
      renderer: (value, record) =>
        record.data.isRelease ? (
          <span className="tb-home-commits__subject">
            <TagIcon weight="fill" aria-label="Release" />
            {String(value)}
          </span>
        ) : (
          String(value)
        ),
    },
    { field: 'authorName', header: 'Author', width: 124, tooltip: true },
    { field: 'authorEmail', header: 'Author Email', width: 200, hidden: true },
    {
      field: 'committedDate',
      header: 'Commit Time',
      // 'Nov 25, 12:38am' in full, the widest a time gets.
      width: 152,
      formatter: dateFormatter('MMM d, h:mmaaa'),
    },
    { field: 'committedDay', header: 'Commit Day', width: 110, hidden: true, formatter: dateFormatter() },
    {
      field: 'changedFiles',
      header: 'Files',
      chooserName: 'Files Changed',
      width: 70,
      align: 'right',
      hidden: true,
      formatter: numberCellFormatter({ nullDisplay: '' }),
    },
    {
      field: 'additions',
      header: 'Lines Added',
      width: 100,
      align: 'right',
      hidden: true,
      formatter: numberCellFormatter(),
    },
    {
      field: 'deletions',
      header: 'Lines Deleted',
      width: 100,
      align: 'right',
      hidden: true,
      formatter: numberCellFormatter(),
    },
    {
      field: 'delta',
      colId: 'delta',
      header: 'Delta',
      headerTooltip: 'Lines added and deleted',
      width: 92,
      align: 'right',
      // Sorted by how much changed, either way.
      getValue: (r) => r.data.additions + r.data.deletions,
      formatter: (_v, r) => `+${r.data.additions} −${r.data.deletions}`,
      renderer: (_v, r) => commitDelta(r.data),
      exportValue: (_v, r) => `+${r.data.additions} -${r.data.deletions}`,
    },
    { field: 'isRelease', header: 'Release?', width: 80, hidden: true, ...booleanCheckColumn },
    actionColumn([OPEN_ON_GITHUB]),
  ];
}
