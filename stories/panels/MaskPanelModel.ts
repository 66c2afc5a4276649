import { proxy } from 'valtio';
import { TimedLoadModel } from '../common/TimedLoadModel';

/** State of the Mask demo: the timed load and how its mask looks. */
export class MaskPanelModel extends TimedLoadModel {
  /** True: the mask covers the panel body; false: it covers the whole viewport. */
  inline = true;

  constructor() {
    super();
    return proxy(this);
  }

  setInline(inline: boolean): void {
    this.inline = inline;
  }
}
