import { lazy, Suspense, useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { PaletteEntry } from './paletteEntries';
import { paletteModel, setPaletteOpen } from './paletteModel';

const loadPalette = () => import('./PaletteWithEntries');
const PaletteWithEntries = lazy(loadPalette);

/** How long after the shell shows that the palette's code is fetched, so that ctrl/cmd+K finds it ready. */
const PRELOAD_DELAY_MS = 1500;

/**
 * The demo palette of the shell: ctrl+K (cmd+K on a Mac) opens and closes it anywhere, also from inside an
 * input; Enter on a result goes there, and the focus then moves to the main area where that demo shows.
 */
export function DemoPaletteHost({ focusTarget }: { focusTarget: () => HTMLElement | null }) {
  const { open } = useSnapshot(paletteModel);
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  if (open && !used) setUsed(true);

  useHotkeys('mod+k', () => setPaletteOpen(!paletteModel.open), {
    enableOnFormTags: true,
    enableOnContentEditable: true,
    preventDefault: true,
  });
  useEffect(() => {
    const timer = setTimeout(() => void loadPalette(), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const go = (entry: PaletteEntry) => {
    if ('href' in entry.to) window.location.assign(entry.to.href);
    else navigate(entry.to.route);
  };
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <PaletteWithEntries
        open={open}
        onOpenChange={setPaletteOpen}
        onChoose={go}
        focusAfterChoice={() => focusTarget()?.focus({ preventScroll: true })}
      />
    </Suspense>
  );
}
