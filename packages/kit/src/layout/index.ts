export {
  Box,
  boxStyle,
  type BoxProps,
  type BoxAlign,
  type BoxJustify,
  type BoxDirection,
  type BoxLength,
} from './Box';
export { HBox, type HBoxProps } from './HBox';
export { VBox, type VBoxProps } from './VBox';
export { TabContainer, type TabContainerProps } from './TabContainer';
export { TabContainerModel, type TabContainerConfig, type AddTabOptions } from './TabContainerModel';
export { TabModel, fromSnapshot, type TabSnapshot } from './TabModel';
export type { TabConfig, TabContent, RenderMode, SwitcherPosition } from './tabTypes';
export { TileFrame, type TileFrameProps } from './TileFrame';
export { tileLayout, type TileLayout, type TileLayoutParams } from './tileLayout';
