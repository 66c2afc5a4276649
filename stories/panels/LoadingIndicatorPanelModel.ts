import { proxy } from 'valtio';
import type { Corner } from '@toolbox/kit/panel';
import { TimedLoadModel } from '../common/TimedLoadModel';

export const CORNERS: { value: Corner; label: string }[] = [
  { value: 'tl', label: 'Top left (tl)' },
  { value: 'tr', label: 'Top right (tr)' },
  { value: 'bl', label: 'Bottom left (bl)' },
  { value: 'br', label: 'Bottom right (br)' },
];

/** State of the Loading Indicator demo: the timed load and where its indicator sits. */
export class LoadingIndicatorPanelModel extends TimedLoadModel {
  corner: Corner = 'br';

  constructor() {
    super();
    return proxy(this);
  }

  setCorner(corner: Corner | null): void {
    this.corner = corner ?? 'br';
  }
}
