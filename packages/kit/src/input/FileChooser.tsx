import { clsx } from 'clsx';
import { UploadSimpleIcon } from '@phosphor-icons/react';
import type { ReactNode } from 'react';
import { ErrorCode, useDropzone, type FileError, type FileRejection } from 'react-dropzone';
import { toast } from '../popup';
import { FileChooserGrid } from './FileChooserGrid';
import { acceptMap, fmtFileSize } from './fileTypes';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { useFocusWithin } from './useFocusWithin';
import './FileChooser.css';

/** A file the chooser refused, and why. */
export interface RejectedFile {
  file: File;
  reason: string;
}

export interface FileChooserProps extends FocusableInputProps {
  /** The files held. */
  value: readonly File[];
  /** Called with all the files held after each drop, browse or remove. */
  onChange: (files: File[]) => void;
  /** Extensions accepted, e.g. ['.txt', '.png'] (default: any file). */
  accept?: readonly string[];
  /** Whether it holds more than one file (default true); otherwise a new file replaces the one held. */
  enableMulti?: boolean;
  /** Whether several files can be added in one drop or browse (default true). */
  enableAddMulti?: boolean;
  /** Largest file accepted, in bytes. */
  maxSize?: number;
  /** Shows the files held in a table beside the drop target (default true). */
  showFileGrid?: boolean;
  /** Text of the drop target. */
  targetText?: ReactNode;
  /** Called with the files refused; by default a warning toast says which and why. */
  onReject?: (rejected: RejectedFile[]) => void;
  /** Greyed out: it takes no files, and its remove buttons are off. */
  disabled?: boolean;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Height: pixels, or any CSS length. */
  height?: number | string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name of the group (default 'File chooser'). */
  'aria-label'?: string;
}

function reasonFor(error: FileError, accept: readonly string[] | undefined, maxSize: number | undefined) {
  switch (error.code) {
    case ErrorCode.FileInvalidType:
      return `only ${accept?.join(', ')} files are accepted.`;
    case ErrorCode.TooManyFiles:
      return 'only one file can be added at a time.';
    case ErrorCode.FileTooLarge:
      return `files must be ${fmtFileSize(maxSize ?? 0)} or smaller.`;
    default:
      return error.message;
  }
}

function toastRejections(rejected: RejectedFile[]) {
  const first = rejected[0];
  if (!first) return;
  const who = rejected.length === 1 ? `${first.file.name} was` : `${rejected.length} files were`;
  toast({ intent: 'warning', message: `${who} not added: ${first.reason}` });
}

/**
 * Takes files dropped on it or picked with the browser's dialog (react-dropzone), keeps those of the accepted
 * types, and lists them with their sizes and a remove button each.
 */
export function FileChooser({
  value,
  onChange,
  accept,
  enableMulti = true,
  enableAddMulti = true,
  maxSize,
  showFileGrid = true,
  targetText,
  onReject = toastRejections,
  disabled = false,
  width,
  height,
  className,
  'aria-label': ariaLabel = 'File chooser',
  ref,
  onFocus,
  onBlur,
}: FileChooserProps) {
  const addMulti = enableMulti && enableAddMulti;
  const focusWithin = useFocusWithin(onFocus, onBlur);

  const add = (accepted: File[], rejections: FileRejection[]) => {
    if (rejections.length) {
      onReject(
        rejections.map((r) => ({
          file: r.file,
          reason: r.errors[0] ? reasonFor(r.errors[0], accept, maxSize) : 'not accepted.',
        })),
      );
    }
    if (!accepted.length) return;
    if (!enableMulti) {
      onChange(accepted.slice(0, 1));
      return;
    }
    // A file with the name of one already held replaces it.
    const names = new Set(accepted.map((f) => f.name));
    onChange([...value.filter((f) => !names.has(f.name)), ...accepted]);
  };

  const { getRootProps, getInputProps, isDragActive, isDragReject, rootRef } = useDropzone({
    onDrop: add,
    accept: acceptMap(accept),
    multiple: addMulti,
    maxSize,
    disabled,
    useFsAccessApi: false,
  });
  useInputHandle(ref, rootRef);

  const defaultText = addMulti
    ? 'Drag and drop files here, or click to browse...'
    : 'Drag and drop a file here, or click to browse...';
  const summary = !showFileGrid && value.length > 0 ? value.map((f) => f.name).join(', ') : null;

  return (
    <div
      className={clsx('tb-file-chooser', disabled && 'tb-file-chooser--disabled', className)}
      style={{ width, height }}
      role="group"
      aria-label={ariaLabel}
      {...focusWithin}
    >
      <input {...getInputProps({ 'aria-label': 'Browse for files' })} />
      <div
        {...getRootProps({
          className: clsx(
            'tb-file-chooser__target',
            !showFileGrid && 'tb-file-chooser__target--full',
            isDragActive && 'tb-file-chooser__target--active',
            isDragReject && 'tb-file-chooser__target--reject',
          ),
          role: 'button',
          'aria-disabled': disabled || undefined,
        })}
      >
        <UploadSimpleIcon className="tb-file-chooser__icon" aria-hidden />
        <span className="tb-file-chooser__text">
          {isDragReject ? 'Some of these files cannot be added.' : (targetText ?? defaultText)}
        </span>
        {accept?.length ? <span className="tb-file-chooser__hint">Accepts {accept.join(', ')}</span> : null}
        {summary && <span className="tb-file-chooser__summary">{summary}</span>}
      </div>
      {showFileGrid && (
        <FileChooserGrid
          files={value}
          disabled={disabled}
          onRemove={(file) => onChange(value.filter((f) => f !== file))}
        />
      )}
    </div>
  );
}
