export { useRefreshable, refreshAll } from './refreshRegistry';
export { startVersionCheck, type VersionInfo, type VersionCheckOptions } from './versionCheck';
