import type { ReactNode } from 'react';
import { ArrowClockwiseIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import {
  ColumnChooserButton,
  ExportButton,
  GridCountLabel,
  StoreFilterField,
  type GridModel,
  type StoreFilterFieldProps,
} from '@toolbox/kit/grid';
import { Filler, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';

export interface GridDemoToolbarProps<T extends object> {
  gridModel: GridModel<T, never>;
  /** Runs the Reload button (the panel model's load). */
  onReload: () => unknown;
  /** A load runs: the Reload button waits for it. */
  loading?: boolean;
  /** Text of the Reload button (default none: an icon button titled Reload). */
  reloadText?: string;
  /** Options of the filter field (placeholder, width, commitOnChange). */
  filter?: Omit<StoreFilterFieldProps<T>, 'store'>;
  /** Unit of the count, when not the grid's own. */
  countUnit?: string;
  /** Show the column chooser (default true). */
  chooser?: boolean;
  /** Show the CSV export button (default true). */
  exportButton?: boolean;
  /** Items before the count, e.g. a switch of the demo. */
  children?: ReactNode;
}

/**
 * The bottom toolbar of the grid demos: Reload, the store filter field, the record count, the column chooser
 * and CSV export, as a grid panel of an app usually has them.
 */
export function GridDemoToolbar<T extends object>({
  gridModel,
  onReload,
  loading = false,
  reloadText,
  filter,
  countUnit,
  chooser = true,
  exportButton = true,
  children,
}: GridDemoToolbarProps<T>) {
  return (
    <Toolbar>
      <Button
        icon={<ArrowClockwiseIcon />}
        text={reloadText}
        title={reloadText ? undefined : 'Reload'}
        minimal
        disabled={loading}
        onClick={() => void onReload()}
      />
      <ToolbarSeparator />
      <StoreFilterField store={gridModel} {...filter} />
      <Filler />
      {children}
      <GridCountLabel model={gridModel} unit={countUnit} />
      {(chooser || exportButton) && <ToolbarSeparator />}
      {chooser && <ColumnChooserButton model={gridModel} />}
      {exportButton && <ExportButton model={gridModel} />}
    </Toolbar>
  );
}
