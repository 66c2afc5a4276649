export { Panel, PanelFrame, type PanelProps, type PanelFrameProps } from './Panel';
export { PanelHeader, type PanelHeaderProps } from './PanelHeader';
export {
  PanelModel,
  type PanelModelConfig,
  type PanelSide,
  type PanelSize,
  type ModalSpec,
} from './PanelModel';
export { SplitPanel, type SplitPanelProps } from './SplitPanel';
export { CollapsedPanelBar, type CollapsedPanelBarProps } from './CollapsedPanelBar';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorMessage, type ErrorMessageProps } from './ErrorMessage';
export { Placeholder, type PlaceholderProps } from './Placeholder';
export { Toolbar, ToolbarSeparator, Filler, type ToolbarProps } from './Toolbar';
export { fittingItemCount } from './toolbarOverflow';
export { Mask, type MaskProps } from './Mask';
export { LoadingIndicator, type LoadingIndicatorProps, type Corner } from './LoadingIndicator';
export { MenuButton, type MenuButtonProps } from './MenuButton';
export { ContextMenu, type ContextMenuProps, type ContextMenuSpec } from './ContextMenu';
export { visibleMenuItems, type MenuItem, type MenuItemSpec } from './MenuItem';
export { errorText } from './errorText';
export { VISUALLY_HIDDEN_CLASS } from './visuallyHidden';
