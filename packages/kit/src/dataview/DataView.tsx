import { clsx } from 'clsx';
import { useState, type CSSProperties } from 'react';
import { Grid } from '../grid';
import type { DataViewModel } from './DataViewModel';
import './DataView.css';

export interface DataViewProps<T extends object> {
  /** Its records, item renderer, item height and selection (a DataViewModel). */
  model: DataViewModel<T, never>;
  /** A class added to the view's element. */
  className?: string;
  /** Styles of the view's element: give it a height (or a flex) for the items to scroll in. */
  style?: CSSProperties;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * A virtualised list of rich items (cards), each drawn by the model's renderer at a fixed height: the kit's
 * Grid with one full-width column and no header, so selection, keyboard navigation, group rows and the empty
 * text work as in any grid.
 */
export function DataView<T extends object>({
  model,
  className,
  style,
  'aria-label': ariaLabel,
}: DataViewProps<T>) {
  // A clicked item shows as selected; the focus ring is for keyboard users (AG Grid focuses cells on click too).
  const [keyboard, setKeyboard] = useState(false);
  return (
    <div
      className={clsx(
        'tb-dataview',
        model.config.itemBorders !== false && 'tb-dataview--borders',
        keyboard && 'tb-dataview--keyboard',
        className,
      )}
      style={style}
      onKeyDownCapture={() => setKeyboard(true)}
      onPointerDownCapture={() => setKeyboard(false)}
    >
      <Grid model={model.gridModel} aria-label={ariaLabel} />
    </div>
  );
}
