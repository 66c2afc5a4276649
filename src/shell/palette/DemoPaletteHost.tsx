import { lazy, Suspense, useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { PaletteEntry } from './paletteEntries';
import { paletteModel, setPaletteOpen } from './paletteModel';

const loadPalette = () => import('./LoadedPalette');
const LoadedPalette = lazy(loadPalette);

/** Starts loading the palette (for a pointer on the search button): it opens at once when asked. */
export function preloadPalette(): void {
  loadPalette().catch(() => undefined);
}

/**
 * The demo palette of the shell: ctrl+K (cmd+K on a Mac) opens and closes it anywhere, also from inside an
 * input; Enter on a result goes there, and the focus then moves to the main area where that demo shows.
 *
 * The palette itself (cmdk, its dialog and search, about 10 kB compressed) is not part of the page's first load:
 * it loads once the browser is idle after showing the page, long before a user reaches for ctrl+K; one who is
 * quicker sees it open as soon as it has arrived.
 */
export function DemoPaletteHost({ focusTarget }: { focusTarget: () => HTMLElement | null }) {
  const { open } = useSnapshot(paletteModel);
  const navigate = useNavigate();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useHotkeys('mod+k', () => setPaletteOpen(!paletteModel.open), {
    enableOnFormTags: true,
    enableOnContentEditable: true,
    preventDefault: true,
  });

  const go = (entry: PaletteEntry) => {
    if ('href' in entry.to) window.location.assign(entry.to.href);
    else navigate(entry.to.route);
  };
  if (!open && !idle) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPalette
        open={open}
        onOpenChange={setPaletteOpen}
        onChoose={go}
        focusAfterChoice={() => focusTarget()?.focus({ preventScroll: true })}
      />
    </Suspense>
  );
}
