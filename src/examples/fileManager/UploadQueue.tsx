import { CheckCircleIcon, CircleNotchIcon, ClockIcon, WarningCircleIcon } from '@phosphor-icons/react';
import { clsx } from 'clsx';
import { fmtFileSize } from '@toolbox/kit/input';
import type { QueuedUpload } from './FileManagerModel';

const STATUS_TEXT: Readonly<Record<QueuedUpload['status'], string>> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

function StatusIcon({ status }: { status: QueuedUpload['status'] }) {
  if (status === 'done') return <CheckCircleIcon weight="fill" aria-hidden />;
  if (status === 'failed') return <WarningCircleIcon weight="fill" aria-hidden />;
  if (status === 'uploading') return <CircleNotchIcon className="tb-upload-queue__spin" aria-hidden />;
  return <ClockIcon aria-hidden />;
}

/** This visit's uploads: each file's progress bar and status, and a failed one's reason in the server's words. */
export function UploadQueue({ queue }: { queue: readonly QueuedUpload[] }) {
  if (queue.length === 0) {
    return <p className="tb-upload-queue__empty">Uploads of this visit show here, with their progress.</p>;
  }
  return (
    <ul className="tb-upload-queue" aria-label="Upload queue">
      {queue.map((q) => (
        <li key={q.key} className={clsx('tb-upload-queue__item', `is-${q.status}`)} aria-label={q.name}>
          <span className="tb-upload-queue__status" title={STATUS_TEXT[q.status]}>
            <StatusIcon status={q.status} />
          </span>
          <span className="tb-upload-queue__name">{q.name}</span>
          <span className="tb-upload-queue__size">{fmtFileSize(q.size)}</span>
          <progress
            className="tb-upload-queue__bar"
            max={1}
            value={q.progress}
            aria-label={`${q.name}: ${Math.round(q.progress * 100)}% sent`}
          />
          <span className="tb-upload-queue__text" role="status">
            {q.status === 'failed' ? q.message : STATUS_TEXT[q.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
