import { useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { lazyComponent, whenIdle } from '@toolbox/kit/app';
import type { PaletteEntry } from './paletteEntries';
import { PaletteLoading } from './PaletteLoading';
import { paletteModel, setPaletteOpen, takePendingOpen } from './paletteModel';

/**
 * The palette (cmdk and every demo's description, about 16 kB compressed) is not part of the first load: it
 * loads while the browser idles after the first page shows, so it is there by the time anyone presses ctrl+K;
 * pressed sooner, the palette opens as soon as it has loaded, with what was typed meanwhile.
 */
const CatalogPalette = lazyComponent(
  () => import('./CatalogPalette').then((m) => m.CatalogPalette),
  ({ open }) => (open ? <PaletteLoading /> : null),
);

/**
 * The demo palette of the shell: ctrl+K (cmd+K on a Mac) opens and closes it anywhere, also from inside an
 * input; Enter on a result goes there, and the focus then moves to the main area where that demo shows.
 */
export function DemoPaletteHost({ focusTarget }: { focusTarget: () => HTMLElement | null }) {
  const { open } = useSnapshot(paletteModel);
  const navigate = useNavigate();
  const [preload, setPreload] = useState(false);
  // Mounted closed once its code has come, so that ctrl+K opens it at once; should that load fail, it loads
  // again when opened.
  useEffect(
    () =>
      whenIdle(
        () =>
          void CatalogPalette.preload().then(
            () => setPreload(true),
            () => undefined,
          ),
      ),
    [],
  );

  useHotkeys('mod+k', () => setPaletteOpen(!paletteModel.open), {
    enableOnFormTags: true,
    enableOnContentEditable: true,
    preventDefault: true,
  });

  const go = (entry: PaletteEntry) => {
    if ('href' in entry.to) window.location.assign(entry.to.href);
    else navigate(entry.to.route);
  };
  if (!open && !preload) return null;
  return (
    <CatalogPalette
      open={open}
      takePending={takePendingOpen}
      onOpenChange={setPaletteOpen}
      onChoose={go}
      focusAfterChoice={() => focusTarget()?.focus({ preventScroll: true })}
    />
  );
}
