import { DemoPalette, type DemoPaletteProps } from './DemoPalette';
import { PALETTE_ENTRIES } from './paletteIndex';

/** The palette over every demo and example app: the part of the palette that loads after the page. */
export default function LoadedPalette(props: Omit<DemoPaletteProps, 'entries'>) {
  return <DemoPalette {...props} entries={PALETTE_ENTRIES} />;
}
