export { LeftRightChooser, type LeftRightChooserProps } from './LeftRightChooser';
export {
  LeftRightChooserFilter,
  CHOOSER_FILTER_SOURCE,
  type LeftRightChooserFilterProps,
} from './LeftRightChooserFilter';
export {
  LeftRightChooserModel,
  type LeftRightChooserConfig,
  type LeftRightChooserItem,
  type ChooserItemData,
  type ChooserSide,
  type ChooserValue,
} from './LeftRightChooserModel';
export { ChooserItemCell, type ChooserItemCellProps } from './ChooserItemCell';
