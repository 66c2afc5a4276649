import { DemoPalette, type DemoPaletteProps } from './DemoPalette';
import { PALETTE_ENTRIES } from './paletteIndex';

/** The demo palette over every demo and example app of the catalog: what the shell loads on demand. */
export function CatalogPalette(props: Omit<DemoPaletteProps, 'entries'>) {
  return <DemoPalette {...props} entries={PALETTE_ENTRIES} />;
}
