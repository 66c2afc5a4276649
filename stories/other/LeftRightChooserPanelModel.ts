import { proxy } from 'valtio';
import { registerModel } from '@toolbox/kit/inspector';
import { LeftRightChooserModel } from '@toolbox/kit/leftRightChooser';
import { FRUITS } from './LeftRightChooserData';

export const LEFT_EMPTY_TEXT = 'No more fruits to choose!';

/** State of the LeftRightChooser demo: the chooser over the fruits, and how its filter matches. */
export class LeftRightChooserPanelModel {
  readonly chooserModel: LeftRightChooserModel;
  /** Whether the filter matches anywhere in a fruit's name, or only at its start. */
  anyMatch = false;

  constructor() {
    this.chooserModel = new LeftRightChooserModel({
      data: FRUITS,
      leftTitle: 'Fruits',
      rightTitle: 'Basket',
      ungroupedName: 'Others',
      leftEmptyText: LEFT_EMPTY_TEXT,
      rightEmptyText: 'Your basket is empty.',
      rightGroupingEnabled: false,
    });
    return registerModel('LeftRightChooserPanelModel', proxy(this));
  }

  setAnyMatch(anyMatch: boolean): void {
    this.anyMatch = anyMatch;
  }

  destroy(): void {
    this.chooserModel.destroy();
  }
}
