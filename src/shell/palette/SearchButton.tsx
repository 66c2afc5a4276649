import { MagnifyingGlassIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import { openPalette } from './paletteModel';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** The palette's shortcut as this platform writes it. */
export const PALETTE_SHORTCUT = isMac ? '⌘K' : 'Ctrl+K';

/** The top bar's way into the demo palette; wide windows show a search-box look with the shortcut. */
export function SearchButton() {
  return (
    <Button
      minimal
      className="tb-appbar-button tb-appbar-search"
      icon={<MagnifyingGlassIcon weight="bold" />}
      text="Search demos…"
      rightIcon={<kbd className="tb-appbar-search__kbd">{PALETTE_SHORTCUT}</kbd>}
      aria-label="Search demos"
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      title={`Search demos (${PALETTE_SHORTCUT})`}
      onClick={openPalette}
    />
  );
}
