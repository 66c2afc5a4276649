export { DashContainer, type DashContainerProps } from './DashContainer';
export {
  DashContainerModel,
  type DashContainerConfig,
  type DashRenderMode,
  type DashDock,
} from './DashContainerModel';
export { DashCanvas, type DashCanvasProps } from './DashCanvas';
export { DashCanvasModel, type DashCanvasConfig, type DashCanvasViewConfig } from './DashCanvasModel';
export { DashModel, type DashModelConfig, type AddViewOptions } from './DashModel';
export { DashViewModel } from './DashViewModel';
export { lazyView } from './lazyView';
export { DashViewTitle, type DashViewTitleProps } from './DashViewTitle';
export { DashViewMenuButton, type DashViewMenuButtonProps } from './DashViewMenuButton';
export {
  dashAddMenuItems,
  dashViewMenuItems,
  dashRestoreDefaultsItem,
  RESTORE_DEFAULTS_WARNING,
} from './dashMenus';
export type {
  DashSize,
  DashContainerNode,
  DashContainerRow,
  DashContainerColumn,
  DashContainerStack,
} from './containerLayout';
export type { DashCanvasItem } from './canvasLayout';
export type { DashViewSpec, DashViewProps, DashViewState, DashViewConfig, DashLocks } from './types';
export { DockContainer, type DockContainerProps } from './DockContainer';
export { DockContainerModel, type DockContainerConfig } from './DockContainerModel';
export { DockViewModel, type DockViewConfig, type DockViewContent } from './DockViewModel';
