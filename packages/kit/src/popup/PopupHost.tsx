import { useSnapshot } from 'valtio';
import { BannerHost } from './BannerHost';
import { popupModel, popupSpec } from './popupModel';
import { PopupDialog } from './PopupDialog';
import { useSingleHost } from './singleHost';

export interface PopupHostProps {
  /**
   * Whether it also shows the banner, fixed at the top of the window (default true). Mount a `<BannerHost />`
   * in the page layout instead to have the banner push the content down; that one then takes precedence.
   */
  banner?: boolean;
}

/**
 * Renders the dialogs opened by alert, confirm, prompt and message, and the banner. Mount it once near the root
 * of the app; extra instances (e.g. one from a story decorator inside the shell) render nothing.
 */
export function PopupHost({ banner = true }: PopupHostProps) {
  const active = useSingleHost('popups');
  const { entries } = useSnapshot(popupModel);
  return (
    <>
      {active &&
        entries.map((e) => {
          const spec = popupSpec(e.id);
          return spec && <PopupDialog key={e.id} id={e.id} open={e.open} spec={spec} />;
        })}
      {banner && <BannerHost placement="fixed" />}
    </>
  );
}
