export { useRefreshable, refreshAll, registerRefreshable } from './refreshRegistry';
export {
  PanelVisibility,
  usePanelShown,
  type PanelShown,
  type PanelVisibilityProps,
} from './panelVisibility';
export { useLocalModel, type ModelLifecycle, type LocalModelOptions } from './useLocalModel';
export { startVersionCheck, type VersionInfo, type VersionCheckOptions } from './versionCheck';
export { IdleDetector, type IdleDetectorOptions } from './idleDetector';
export { useIdleDetection, type IdleDetectionOptions } from './idleDetection';
export { whenIdle } from './whenIdle';
export { afterPaint, usePainted } from './afterPaint';
export { lazyComponent, type LazyComponent } from './lazyComponent';
export { observeLayout } from './observeLayout';
export {
  suspendModel,
  enterSuspended,
  resumeApp,
  onResume,
  type SuspendReason,
  type SuspendOptions,
} from './suspendModel';
export { SuspendedOverlay, type SuspendedOverlayProps } from './suspendedOverlay';
export { showUpdateBanner, updateBannerMessage, type UpdateBannerOptions } from './bannerUpdate';
export { LoadTask, type LoadTaskConfig } from './LoadTask';
