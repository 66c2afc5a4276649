import { DemoPalette, type DemoPaletteProps } from './DemoPalette';
import { PALETTE_ENTRIES } from './paletteIndex';

/** The palette with the showcase's entries: the part of the palette that is loaded when first needed. */
export default function PaletteWithEntries(props: Omit<DemoPaletteProps, 'entries'>) {
  return <DemoPalette {...props} entries={PALETTE_ENTRIES} />;
}
