import {
  FileCsvIcon,
  FileIcon,
  FileImageIcon,
  FilePdfIcon,
  FileTextIcon,
  FileZipIcon,
  BracketsCurlyIcon,
} from '@phosphor-icons/react';

/** An icon of a stored file's type (found by the server in its content). */
export function FileTypeIcon({ type }: { type: string }) {
  const props = { 'aria-hidden': true, className: 'tb-file-manager__icon' } as const;
  if (type.startsWith('image/')) return <FileImageIcon {...props} />;
  if (type === 'application/pdf') return <FilePdfIcon {...props} />;
  if (type === 'application/zip') return <FileZipIcon {...props} />;
  if (type === 'text/csv') return <FileCsvIcon {...props} />;
  if (type === 'application/json') return <BracketsCurlyIcon {...props} />;
  if (type.startsWith('text/')) return <FileTextIcon {...props} />;
  return <FileIcon {...props} />;
}
