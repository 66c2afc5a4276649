import { proxy } from 'valtio';
import { sampleCompanies, type SampleCompany } from '../common/sampleCompanies';
import { TimedLoadModel } from '../common/TimedLoadModel';

/** State of the Mask demo: the timed load and how its mask looks. */
export class MaskPanelModel {
  readonly loader = new TimedLoadModel();
  /** True: the mask covers the panel body; false: it covers the whole viewport. */
  inline = true;

  constructor() {
    return proxy(this);
  }

  get rows(): SampleCompany[] {
    return sampleCompanies(this.loader.loadCount);
  }

  setInline(inline: boolean): void {
    this.inline = inline;
  }
}
