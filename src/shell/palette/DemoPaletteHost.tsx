import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DemoPalette } from './DemoPalette';
import type { PaletteEntry } from './paletteEntries';
import { PALETTE_ENTRIES } from './paletteIndex';
import { paletteModel, setPaletteOpen } from './paletteModel';

/**
 * The demo palette of the shell: ctrl+K (cmd+K on a Mac) opens and closes it anywhere, also from inside an
 * input; Enter on a result goes there, and the focus then moves to the main area where that demo shows.
 */
export function DemoPaletteHost({ focusTarget }: { focusTarget: () => HTMLElement | null }) {
  const { open } = useSnapshot(paletteModel);
  const navigate = useNavigate();

  useHotkeys('mod+k', () => setPaletteOpen(!paletteModel.open), {
    enableOnFormTags: true,
    enableOnContentEditable: true,
    preventDefault: true,
  });

  const go = (entry: PaletteEntry) => {
    if ('href' in entry.to) window.location.assign(entry.to.href);
    else navigate(entry.to.route);
  };
  // Part of the shell's first load (cmdk and the descriptions, about 16 kB compressed), not loaded on demand:
  // a palette that arrived after ctrl+K would lose what was typed meanwhile.
  return (
    <DemoPalette
      open={open}
      onOpenChange={setPaletteOpen}
      entries={PALETTE_ENTRIES}
      onChoose={go}
      focusAfterChoice={() => focusTarget()?.focus({ preventScroll: true })}
    />
  );
}
