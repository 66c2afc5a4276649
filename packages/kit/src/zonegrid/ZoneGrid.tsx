import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { Grid } from '../grid';
import { ZoneMapper } from './ZoneMapper';
import type { ZoneGridModel } from './ZoneGridModel';
import './ZoneGrid.css';

export interface ZoneGridProps<T extends object> {
  /** The grid's store, columns, the fields of each zone, sort and grouping, and its zone mapper's state. */
  model: ZoneGridModel<T, never>;
  /** A class on the grid's root. */
  className?: string;
  /** Styles of the grid's root, e.g. its height. */
  style?: CSSProperties;
  /** Accessible name of the grid. */
  'aria-label'?: string;
}

/**
 * A grid of two-line rows, each with four zones of fields (see ZoneGridModel), without column headers; group
 * rows, selection, filtering and the empty text work as in Grid. Renders the model's zone mapper too, so a
 * ZoneMapperButton (or `model.showMapper()`) anywhere opens it.
 */
export function ZoneGrid<T extends object>({
  model,
  className,
  style,
  'aria-label': ariaLabel,
}: ZoneGridProps<T>) {
  return (
    <>
      <Grid
        model={model.gridModel}
        className={clsx('tb-zone-grid', className)}
        style={style}
        aria-label={ariaLabel}
      />
      <ZoneMapper model={model} />
    </>
  );
}
