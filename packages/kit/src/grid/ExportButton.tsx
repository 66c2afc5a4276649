import { DownloadSimpleIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import type { GridModel } from './GridModel';

export interface ExportButtonProps<T extends object> {
  /** The grid exported: its rows as filtered and sorted, its visible columns in their order. */
  model: GridModel<T, never>;
  /** File name of the download; default the grid's `exportFilename`. */
  filename?: string;
  /** Button text; default none (icon only, titled 'Export to CSV'). */
  text?: string;
  /** Drawn without a border or fill until hovered, as in a toolbar (default true). */
  minimal?: boolean;
}

/** A toolbar button that downloads the grid's rows as CSV: what is filtered, sorted and shown, as formatted. */
export function ExportButton<T extends object>({
  model,
  filename,
  text,
  minimal = true,
}: ExportButtonProps<T>) {
  return (
    <Button
      icon={<DownloadSimpleIcon />}
      text={text}
      title="Export to CSV"
      minimal={minimal}
      onClick={() => model.exportCsv(filename ? { filename } : {})}
    />
  );
}
