import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import {
  CaretDoubleLeftIcon,
  CaretDoubleRightIcon,
  CaretLeftIcon,
  CaretRightIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import { Grid } from '../grid';
import type { ChooserValue, LeftRightChooserModel } from './LeftRightChooserModel';
import './LeftRightChooser.css';

export interface LeftRightChooserProps<V extends ChooserValue> {
  /** The items, their sides and the lists' config: the chooser's state, which a form reads `rightValues` from. */
  model: LeftRightChooserModel<V>;
  /** A class added to the chooser's outer element. */
  className?: string;
  /** Inline style of the outer element, e.g. its height outside a flex layout. */
  style?: CSSProperties;
  /** Flex value when the chooser sits in a flex container (default: fill it). */
  flex?: CSSProperties['flex'];
}

/**
 * Two lists side by side, with buttons between them that move the selected items (or all shown) across; a
 * double-click moves one item. Each list is a kit Grid, so grouping, sorting and filtering are its Store's.
 */
export function LeftRightChooser<V extends ChooserValue>({
  model,
  className,
  style,
  flex,
}: LeftRightChooserProps<V>) {
  // The buttons' states read the grids' selections and the stores' filtered records through the snapshot, so
  // they follow every move, selection and filter.
  const snap = useSnapshot(model);

  return (
    <div className={clsx('tb-lr-chooser', className)} style={{ flex, ...style }}>
      <Grid model={model.leftModel} aria-label={model.leftTitle} className="tb-lr-chooser__list" />
      <div className="tb-lr-chooser__buttons" role="group" aria-label="Move items">
        <Button
          icon={<CaretDoubleRightIcon weight="bold" />}
          title="Move all right"
          disabled={!snap.canMoveAllTo('right')}
          onClick={() => model.moveAllTo('right')}
        />
        <Button
          icon={<CaretRightIcon weight="bold" />}
          title="Move selected right"
          disabled={!snap.canMoveTo('right')}
          onClick={() => model.moveSelectedTo('right')}
        />
        <Button
          icon={<CaretLeftIcon weight="bold" />}
          title="Move selected left"
          disabled={!snap.canMoveTo('left')}
          onClick={() => model.moveSelectedTo('left')}
        />
        <Button
          icon={<CaretDoubleLeftIcon weight="bold" />}
          title="Move all left"
          disabled={!snap.canMoveAllTo('left')}
          onClick={() => model.moveAllTo('left')}
        />
      </div>
      <Grid model={model.rightModel} aria-label={model.rightTitle} className="tb-lr-chooser__list" />
    </div>
  );
}
