export { Panel, type PanelProps } from './Panel';
export { PanelHeader, type PanelHeaderProps } from './PanelHeader';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorMessage, type ErrorMessageProps } from './ErrorMessage';
export { Toolbar, ToolbarSeparator, Filler, type ToolbarProps } from './Toolbar';
export { Mask, type MaskProps } from './Mask';
export { errorText } from './errorText';
