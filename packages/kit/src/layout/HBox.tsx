import { Box, type BoxProps } from './Box';

export type HBoxProps = Omit<BoxProps, 'direction'>;

/** A Box that lays its children out left to right. */
export function HBox(props: HBoxProps) {
  return <Box {...props} direction="row" />;
}
