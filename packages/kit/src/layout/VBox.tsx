import { Box, type BoxProps } from './Box';

export type VBoxProps = Omit<BoxProps, 'direction'>;

/** A Box that lays its children out top to bottom. */
export function VBox(props: VBoxProps) {
  return <Box {...props} direction="column" />;
}
