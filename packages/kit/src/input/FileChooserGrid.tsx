import { FileIcon, FileImageIcon, FileTextIcon, XIcon } from '@phosphor-icons/react';
import { Tooltip } from '../tooltip';
import { fileExtension, fmtFileSize } from './fileTypes';

export interface FileChooserGridProps {
  /** The files listed, one row each. */
  files: readonly File[];
  /** Called with the file whose remove button was pressed. */
  onRemove: (file: File) => void;
  /** Greyed out: the remove buttons are off. */
  disabled?: boolean;
}

function iconFor(file: File) {
  if (file.type.startsWith('image/')) return <FileImageIcon />;
  if (file.type.startsWith('text/') || fileExtension(file.name) === '.txt') return <FileTextIcon />;
  return <FileIcon />;
}

/** The files held by a FileChooser as a table: name, size and a remove button per file. */
export function FileChooserGrid({ files, onRemove, disabled = false }: FileChooserGridProps) {
  return (
    <div className="tb-file-grid">
      <table className="tb-file-grid__table" aria-label="Selected files">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col" className="tb-file-grid__size">
              Size
            </th>
            <th scope="col" className="tb-file-grid__action">
              <span className="tb-file-grid__sr">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => (
            <tr key={f.name}>
              <td>
                <span className="tb-file-grid__name">
                  <span className="tb-file-grid__icon" aria-hidden>
                    {iconFor(f)}
                  </span>
                  <span className="tb-file-grid__text" title={f.name}>
                    {f.name}
                  </span>
                </span>
              </td>
              <td className="tb-file-grid__size">{fmtFileSize(f.size)}</td>
              <td className="tb-file-grid__action">
                <Tooltip content="Remove">
                  <button
                    type="button"
                    className="tb-file-grid__remove"
                    aria-label={`Remove ${f.name}`}
                    disabled={disabled}
                    onClick={() => onRemove(f)}
                  >
                    <XIcon />
                  </button>
                </Tooltip>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {files.length === 0 && <div className="tb-file-grid__empty">No files selected.</div>}
    </div>
  );
}
