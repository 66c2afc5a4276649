import type { ReactNode } from 'react';
import { SquaresFourIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { ZONE_MAPPER_TITLE } from './ZoneMapper';
import type { ZoneGridModel } from './ZoneGridModel';

export interface ZoneMapperButtonProps<T extends object, R> {
  /** The zone grid whose zone mapper the button opens. */
  model: ZoneGridModel<T, R>;
  /** Default 'Customize Fields'. */
  text?: ReactNode;
  /** Default a grid of four squares. */
  icon?: ReactNode;
  /** Default true (a toolbar button). */
  minimal?: boolean;
  /** Whether the button is disabled (e.g. while the grid loads). */
  disabled?: boolean;
}

/** A button opening a zone grid's zone mapper (the grid renders the mapper itself). */
export function ZoneMapperButton<T extends object, R>({
  model,
  text = ZONE_MAPPER_TITLE,
  icon = <SquaresFourIcon />,
  minimal = true,
  disabled,
}: ZoneMapperButtonProps<T, R>) {
  return (
    <Button
      text={text}
      icon={icon}
      minimal={minimal}
      disabled={disabled}
      aria-haspopup="dialog"
      onClick={() => model.showMapper()}
    />
  );
}
